/**
 * The problems page's view (search, filters, sort) and its URL query string, both ways. Unknown
 * or invalid parameters are dropped, so any shared link opens a valid view.
 */
import { DIFFICULTIES, type Difficulty } from '../../content-model/difficulty';
import { isSectionId, type SectionId } from '../../content-model/sections';
import { PROBLEM_STATUSES, isProblemStatus, type ProblemStatus } from '../../user-data';

/** `Unsolved` = any status except Solved. */
export type StatusFilter = ProblemStatus | 'Unsolved';
export const STATUS_FILTERS: readonly StatusFilter[] = ['Unsolved', ...PROBLEM_STATUSES];

export const SORT_KEYS = ['default', 'name', 'difficulty', 'source', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface ProblemView {
  q: string;
  status: StatusFilter | null;
  difficulty: Difficulty | null;
  source: string | null;
  tag: string | null;
  section: SectionId | null;
  module: string | null;
  starred: boolean;
  sort: SortKey;
  desc: boolean;
}

export const DEFAULT_VIEW: Readonly<ProblemView> = Object.freeze({
  q: '',
  status: null,
  difficulty: null,
  source: null,
  tag: null,
  section: null,
  module: null,
  starred: false,
  sort: 'default',
  desc: false,
});

const isStatusFilter = (v: string): v is StatusFilter => v === 'Unsolved' || isProblemStatus(v);
const isDifficulty = (v: string): v is Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(v);
const isSortKey = (v: string): v is SortKey => (SORT_KEYS as readonly string[]).includes(v);

/** Reads a view from `location.search` (with or without the leading `?`). */
export function parseView(search: string): ProblemView {
  const params = new URLSearchParams(search);
  const text = (key: string): string | null => {
    const value = params.get(key)?.trim();
    return value ? value : null;
  };
  const pick = <T extends string>(key: string, accept: (v: string) => v is T): T | null => {
    const value = text(key);
    return value !== null && accept(value) ? value : null;
  };
  return {
    q: params.get('q') ?? '',
    status: pick('status', isStatusFilter),
    difficulty: pick('difficulty', isDifficulty),
    source: text('source'),
    tag: text('tag'),
    section: pick('section', isSectionId),
    module: text('module'),
    starred: params.get('starred') === '1',
    sort: pick('sort', isSortKey) ?? 'default',
    desc: params.get('dir') === 'desc',
  };
}

/** The query string of a view: only what differs from the default, in a fixed order. */
export function toSearch(view: ProblemView): string {
  const params = new URLSearchParams();
  if (view.q !== '') params.set('q', view.q);
  for (const key of ['status', 'difficulty', 'source', 'tag', 'section', 'module'] as const) {
    const value = view[key];
    if (value !== null) params.set(key, value);
  }
  if (view.starred) params.set('starred', '1');
  if (view.sort !== 'default') params.set('sort', view.sort);
  if (view.desc) params.set('dir', 'desc');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** True when any filter (not the sort) narrows the list. */
export function isFiltered(view: ProblemView): boolean {
  return (
    view.q.trim() !== '' ||
    view.status !== null ||
    view.difficulty !== null ||
    view.source !== null ||
    view.tag !== null ||
    view.section !== null ||
    view.module !== null ||
    view.starred
  );
}
