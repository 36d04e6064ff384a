/**
 * The six sections of the guide, once: a section id is a folder name under `content/` and
 * `solutions/` and the first segment of a module's URL; its name is what students read in
 * headers, breadcrumbs and the syllabus; its summary introduces it on the home page. Navigation,
 * the home page, the dashboard and the checks all derive from this list.
 */
export const SECTIONS = [
  {
    id: 'general',
    name: 'General',
    summary:
      'How to use this guide, setting up a language, fast input and output, debugging, and how to think during a contest.',
  },
  {
    id: 'bronze',
    name: 'Bronze',
    summary:
      'Simulation, complete search, sorting, sets and maps, and the habit of checking an idea against the limits before coding it.',
  },
  {
    id: 'silver',
    name: 'Silver',
    summary:
      'Prefix sums, binary search on the answer, graph traversal, greedy arguments and the first problems where brute force is too slow.',
  },
  {
    id: 'gold',
    name: 'Gold',
    summary:
      'Dynamic programming, shortest paths, disjoint sets, minimum spanning trees and data structures for range queries.',
  },
  {
    id: 'platinum',
    name: 'Platinum',
    summary:
      'Segment trees with lazy propagation, advanced tree techniques, geometry and the optimisations that separate the top contestants.',
  },
  {
    id: 'advanced',
    name: 'Advanced',
    summary:
      'Olympiad-level topics beyond the USACO syllabus: flows, string algorithms, polynomial methods and more.',
  },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export interface Section {
  id: SectionId;
  name: string;
  summary: string;
}

export const SECTION_IDS: readonly SectionId[] = SECTIONS.map((section) => section.id);

export const SECTION_NAMES = Object.fromEntries(
  SECTIONS.map((section) => [section.id, section.name]),
) as Record<SectionId, string>;

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}
