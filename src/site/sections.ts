/** The six syllabus sections as the home page presents them. */
export interface SectionSummary {
  id: 'general' | 'bronze' | 'silver' | 'gold' | 'platinum' | 'advanced';
  title: string;
  summary: string;
}

export const SECTION_SUMMARIES: readonly SectionSummary[] = [
  {
    id: 'general',
    title: 'General',
    summary:
      'How to use this guide, setting up a language, fast input and output, debugging, and how to think during a contest.',
  },
  {
    id: 'bronze',
    title: 'Bronze',
    summary:
      'Simulation, complete search, sorting, sets and maps, and the habit of checking an idea against the limits before coding it.',
  },
  {
    id: 'silver',
    title: 'Silver',
    summary:
      'Prefix sums, binary search on the answer, graph traversal, greedy arguments and the first problems where brute force is too slow.',
  },
  {
    id: 'gold',
    title: 'Gold',
    summary:
      'Dynamic programming, shortest paths, disjoint sets, minimum spanning trees and data structures for range queries.',
  },
  {
    id: 'platinum',
    title: 'Platinum',
    summary:
      'Segment trees with lazy propagation, advanced tree techniques, geometry and the optimisations that separate the top contestants.',
  },
  {
    id: 'advanced',
    title: 'Advanced',
    summary:
      'Olympiad-level topics beyond the USACO syllabus: flows, string algorithms, polynomial methods and more.',
  },
];
