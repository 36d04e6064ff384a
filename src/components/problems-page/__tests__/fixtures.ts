import type { ModuleWithProblems } from '../problemIndex';

const problem = (
  name: string,
  source: string,
  difficulty: string,
  tags: string[] = [],
  starred = false,
) => ({
  name,
  source,
  difficulty,
  starred,
  tags,
  url: `https://example.com/${name.toLowerCase().replace(/\s+/g, '-')}`,
  uniqueID: `https://example.com/${name.toLowerCase().replace(/\s+/g, '-')}`,
  hints: starred ? '/silver/intro-graphs#hints-shared-path' : null,
});

/** Two modules in two sections; "Shared Path" is listed in both. */
export const MODULES: ModuleWithProblems[] = [
  {
    moduleId: 'intro-graphs',
    title: 'Intro to Graphs',
    path: '/silver/intro-graphs',
    section: 'silver',
    sectionName: 'Silver',
    lists: [
      {
        problems: [
          problem('Bessie Paths', 'Silver', 'Easy', ['DFS']),
          problem('Shared Path', 'CSES', 'Normal', ['BFS'], true),
          problem('Zebra Walk', 'CF', 'Hard', ['DFS', 'Trees']),
        ],
      },
    ],
  },
  {
    moduleId: 'prefix-sums',
    title: 'Prefix Sums',
    path: '/bronze/prefix-sums',
    section: 'bronze',
    sectionName: 'Bronze',
    lists: [
      {
        problems: [
          problem('Apple Sums', 'CSES', 'Very Easy', ['Prefix Sums']),
          problem('Shared Path', 'CSES', 'Normal', ['Prefix Sums']),
        ],
      },
    ],
  },
];
