/**
 * The six filter menus of the problems page (status, difficulty, source, tag, section, module):
 * what each offers and what choosing in it changes. Each menu offers only valid values for its
 * key (parseView checks them again on a reload).
 */
import { useMemo } from 'react';
import { DIFFICULTIES } from '../../content-model/difficulty';
import { SECTION_IDS, SECTION_NAMES, type SectionId } from '../../content-model/sections';
import { toChoices, type Choice } from './FilterSelect';
import { STATUS_FILTERS, type ProblemView } from './query';
import type { ViewUpdate } from './useViewInUrl';

/** A module the module menu offers. */
export interface ModuleOption {
  id: string;
  title: string;
  section: string;
}

export type FilterKey = 'status' | 'difficulty' | 'source' | 'tag' | 'section' | 'module';

export interface FilterMenu {
  key: FilterKey;
  label: string;
  choices: readonly Choice[];
  onChange: (value: string | null) => void;
}

/** What the menus offer beyond the fixed lists: the values found in the problems. */
export interface FilterMenuOptions {
  sources: readonly string[];
  tags: readonly string[];
  modules: readonly ModuleOption[];
  /** The `hide` setting: no tag menu. */
  hideTags: boolean;
}

const STATUS_CHOICES: readonly Choice[] = STATUS_FILTERS.map((status) => ({
  value: status,
  label: status === 'Unsolved' ? 'Unsolved (anything but Solved)' : status,
}));
const DIFFICULTY_CHOICES: readonly Choice[] = toChoices(DIFFICULTIES);
const SECTION_CHOICES: readonly Choice[] = SECTION_IDS.map((section: SectionId) => ({
  value: section,
  label: SECTION_NAMES[section],
}));

/**
 * The menus, in the order they show. A menu's setter and choices keep their identity between
 * renders (only the module menu's choices follow the chosen section), so the memoized selects
 * re-render only when their own value or choices change.
 */
export function useFilterMenus(
  view: ProblemView,
  update: ViewUpdate,
  { sources, tags, modules, hideTags }: FilterMenuOptions,
): FilterMenu[] {
  const setters = useMemo(() => {
    const set = (key: FilterKey) => (value: string | null) =>
      update({ [key]: value } as Partial<ProblemView>);
    return {
      status: set('status'),
      difficulty: set('difficulty'),
      source: set('source'),
      tag: set('tag'),
      section: set('section'),
      module: set('module'),
    };
  }, [update]);
  const sourceChoices = useMemo(() => toChoices(sources), [sources]);
  const tagChoices = useMemo(() => toChoices(tags), [tags]);
  const moduleChoices = useMemo(
    () =>
      (view.section === null ? modules : modules.filter((m) => m.section === view.section)).map(
        (m) => ({ value: m.id, label: m.title }),
      ),
    [modules, view.section],
  );
  const menu = (key: FilterKey, label: string, choices: readonly Choice[]): FilterMenu => ({
    key,
    label,
    choices,
    onChange: setters[key],
  });
  return [
    menu('status', 'Status', STATUS_CHOICES),
    menu('difficulty', 'Difficulty', DIFFICULTY_CHOICES),
    menu('source', 'Source', sourceChoices),
    ...(hideTags ? [] : [menu('tag', 'Tag', tagChoices)]),
    menu('section', 'Section', SECTION_CHOICES),
    menu('module', 'Module', moduleChoices),
  ];
}
