/** Filtering, sorting and the random pick: pure functions over the page's rows. */
import { DIFFICULTIES } from '../../content-model/difficulty';
import { DEFAULT_PROBLEM_STATUS, PROBLEM_STATUSES, type ProblemStatus } from '../../user-data';
import type { ProblemEntry } from './problemIndex';
import type { ProblemView } from './query';

export interface FilterContext {
  /** uniqueID → status; a missing entry is Not Attempted. */
  statuses: Readonly<Record<string, ProblemStatus>>;
  /** The `hide` preference: tags are neither searched nor filtered on. */
  hideTags: boolean;
}

const statusOf = (entry: ProblemEntry, ctx: FilterContext): ProblemStatus =>
  ctx.statuses[entry.uniqueID] ?? DEFAULT_PROBLEM_STATUS;

/** The rows of a view: filtered, then sorted (a new array; the input is untouched). */
export function selectRows(
  entries: readonly ProblemEntry[],
  view: ProblemView,
  ctx: FilterContext,
): ProblemEntry[] {
  const words = view.q.toLowerCase().split(/\s+/).filter(Boolean);
  const rows = entries.filter((entry) => {
    if (view.status !== null) {
      const status = statusOf(entry, ctx);
      if (view.status === 'Unsolved' ? status === 'Solved' : status !== view.status) return false;
    }
    if (view.difficulty !== null && entry.difficulty !== view.difficulty) return false;
    if (view.source !== null && entry.source !== view.source) return false;
    if (view.starred && !entry.starred) return false;
    if (!ctx.hideTags && view.tag !== null && !entry.tags.includes(view.tag)) return false;
    if (view.section !== null && !entry.modules.some((m) => m.section === view.section)) {
      return false;
    }
    if (view.module !== null && !entry.modules.some((m) => m.id === view.module)) return false;
    if (words.length > 0) {
      const haystack = ctx.hideTags ? entry.haystackNoTags : entry.haystack;
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
  return sortRows(rows, view, ctx);
}

function sortRows(rows: ProblemEntry[], view: ProblemView, ctx: FilterContext): ProblemEntry[] {
  const key = view.sort;
  const sign = view.desc ? -1 : 1;
  const rank = (entry: ProblemEntry): number | string => {
    switch (key) {
      case 'difficulty':
        return DIFFICULTIES.indexOf(entry.difficulty);
      case 'status':
        return PROBLEM_STATUSES.indexOf(statusOf(entry, ctx));
      case 'name':
        return entry.name.toLowerCase();
      case 'source':
        return entry.source.toLowerCase();
      default:
        return entry.order;
    }
  };
  // Ties keep syllabus order in either direction, so a sorted view is stable and predictable.
  const keyed = rows.map((entry) => ({ entry, rank: rank(entry) }));
  keyed.sort((a, b) => {
    const byKey =
      typeof a.rank === 'number' && typeof b.rank === 'number'
        ? a.rank - b.rank
        : String(a.rank).localeCompare(String(b.rank));
    return byKey !== 0 ? sign * byKey : a.entry.order - b.entry.order;
  });
  return keyed.map(({ entry }) => entry);
}

/** One row of the current view, or null when it is empty. `random` returns [0, 1). */
export function pickRandom<T>(rows: readonly T[], random: () => number = Math.random): T | null {
  if (rows.length === 0) return null;
  const index = Math.min(rows.length - 1, Math.floor(random() * rows.length));
  return rows[index] ?? null;
}
