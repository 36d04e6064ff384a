/**
 * The six sections of the guide, once: a section id is a folder name under `content/` and
 * `solutions/` and the first segment of a module's URL; its name is what students read in
 * headers, breadcrumbs and the syllabus; its summary introduces it on the home page; `planned` is
 * how many modules the plan (docs/syllabus.md) gives it, so that a section still being written
 * says so (a test keeps the numbers equal to the plan's). Navigation, the home page, the
 * dashboard and the checks all derive from this list.
 */
export const SECTIONS = [
  {
    id: 'general',
    name: 'General',
    summary:
      'How to use this guide, setting up a language, fast input and output, debugging, and how to think during a contest.',
    planned: 10,
  },
  {
    id: 'bronze',
    name: 'Bronze',
    summary:
      'Simulation, complete search, sorting, sets and maps, and the habit of checking an idea against the limits before coding it.',
    planned: 20,
  },
  {
    id: 'silver',
    name: 'Silver',
    summary:
      'Prefix sums, binary search on the answer, graph traversal, greedy arguments and the first problems where brute force is too slow.',
    planned: 28,
  },
  {
    id: 'gold',
    name: 'Gold',
    summary:
      'Dynamic programming, shortest paths, disjoint sets, minimum spanning trees and data structures for range queries.',
    planned: 30,
  },
  {
    id: 'platinum',
    name: 'Platinum',
    summary:
      'Segment trees with lazy propagation, advanced tree techniques, geometry and the optimisations that separate the top contestants.',
    planned: 32,
  },
  {
    id: 'advanced',
    name: 'Advanced',
    summary:
      'Olympiad-level topics beyond the USACO syllabus: flows, string algorithms, polynomial methods and more.',
    planned: 30,
  },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export interface Section {
  id: SectionId;
  name: string;
  summary: string;
  planned: number;
}

export const SECTION_IDS: readonly SectionId[] = SECTIONS.map((section) => section.id);

export const SECTION_NAMES = Object.fromEntries(
  SECTIONS.map((section) => [section.id, section.name]),
) as Record<SectionId, string>;

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}

/**
 * What a student is told of a section's modules: none yet, some of the plan, or all of it
 * (`written`: how many are published).
 */
export function writtenLabel(written: number, planned: number): string {
  if (written === 0) return 'Being written';
  if (written < planned) return `${written} of ${planned} modules, more being written`;
  return written === 1 ? '1 module' : `${written} modules`;
}
