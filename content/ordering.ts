/**
 * The syllabus: sections → chapters → module ids, in teaching order. A module is published
 * only when it is listed here, and every id listed here must have a module file in
 * content/<section>/<id>.mdx. `npm run validate` checks both directions.
 *
 * Keep this file plain data: the build evaluates it on its own, so only type imports work.
 */
import type { Ordering } from '../src/content-model/syllabus';

const ordering: Ordering = {
  general: [
    {
      name: 'Getting Started',
      description: 'What this guide is, which language to use, and how to run and feed your code.',
      items: [
        'using-this-guide',
        'choosing-a-language',
        'running-code',
        'fast-io',
        'contest-calendar',
      ],
    },
    {
      name: 'Working Effectively',
      description: 'Estimating running time, finding bugs fast, and using contest time well.',
      items: [
        'time-complexity',
        'debugging',
        'contest-strategy',
        'practising-well',
        'language-reference',
      ],
    },
  ],
  bronze: [
    {
      name: 'Basics',
      description: 'Doing what the statement says, and trying every possibility.',
      items: ['simulation', 'complete-search', 'generating-subsets-permutations', 'recursion'],
    },
    {
      name: 'Sorting, Sets and Greedy',
      description: 'Ordering data, looking things up fast, and making the best local choice.',
      items: ['sorting', 'sets-and-maps', 'intro-greedy', 'stacks-and-queues'],
    },
    {
      name: 'Counting and Geometry',
      description:
        'Range sums in constant time, rectangles, finding the key observation, and handling grids.',
      items: ['prefix-sums', 'rectangle-geometry', 'ad-hoc', 'grids'],
    },
    {
      name: 'Numbers and Bits',
      description: 'Divisibility and primes, binary tricks, and scanning with two indices.',
      items: ['number-theory-basics', 'bit-manipulation', 'two-pointers', 'strings-basics'],
    },
    {
      name: 'Graphs, First Look',
      description: 'Vertices and edges, trees, and following pointers until they repeat.',
      items: ['intro-graphs', 'intro-trees', 'functional-graphs-bronze', 'bronze-review'],
    },
  ],
  silver: [
    {
      name: 'Faster Search',
      description:
        'Binary search on arrays and on answers, sums over rectangles, and windows that slide.',
      items: ['binary-search', 'binary-search-answer', 'prefix-sums-2d', 'sliding-window'],
    },
    {
      name: 'Sorting and Sweeping',
      description:
        'Sorting by several keys, intervals, events in order, and greedy choices proved by exchange.',
      items: ['custom-sorting-silver', 'intervals', 'sweep-line-silver', 'greedy-with-sorting'],
    },
    {
      name: 'Ordered Data Structures',
      description:
        'Sets and maps that find the next larger key, heaps, monotonic stacks, and hashing.',
      items: ['ordered-sets', 'priority-queues', 'monotonic-stack', 'hashing-basics'],
    },
    {
      name: 'Graph Traversal',
      description:
        'Depth-first and breadth-first search, grids, components, two-colouring, trees and cycles.',
      items: [
        'dfs',
        'bfs',
        'flood-fill',
        'connected-components',
        'bipartite',
        'trees-silver',
        'functional-graphs',
        'cycle-detection',
      ],
    },
    {
      name: 'Mathematics',
      description:
        'Modular arithmetic, primes and factoring, counting, and the greatest common divisor.',
      items: [
        'modular-arithmetic',
        'sieve-and-factoring',
        'combinatorics-silver',
        'gcd-applications',
      ],
    },
    {
      name: 'Silver Techniques',
      description:
        'Meeting in the middle, building answers, talking to an interactor, and mixed practice.',
      items: ['meet-in-the-middle-intro', 'constructive', 'interactive', 'silver-review'],
    },
  ],
  gold: [
    {
      name: 'Dynamic Programming',
      description:
        'States and transitions: knapsacks, grids, subsequences, subsets, intervals, trees and digits.',
      items: [
        'intro-dp',
        'knapsack',
        'paths-on-grids',
        'lis',
        'bitmask-dp',
        'interval-dp',
        'dp-on-trees',
        'digit-dp',
      ],
    },
    {
      name: 'Shortest Paths and Spanning Trees',
      description:
        'Dijkstra, Bellman–Ford and Floyd–Warshall, union–find, spanning trees, and orders of a DAG.',
      items: ['dijkstra', 'bellman-ford-floyd', 'dsu', 'mst', 'topological-sort', 'zero-one-bfs'],
    },
    {
      name: 'Range Queries',
      description:
        'Prefix sums beyond addition, sparse tables, Fenwick and segment trees, and answering offline.',
      items: [
        'prefix-sums-gold',
        'sparse-table',
        'fenwick-tree',
        'segment-tree',
        'range-update-point-query',
        'offline-queries',
      ],
    },
    {
      name: 'Trees',
      description:
        'Flattening a tree, lowest common ancestors, diameters, and DP that moves its root.',
      items: ['euler-tour', 'lca', 'tree-diameter', 'rerooting'],
    },
    {
      name: 'Strings and Hashing',
      description: 'Polynomial hashes, the prefix function, the Z-function, and tries.',
      items: ['string-hashing', 'prefix-function', 'z-function', 'trie'],
    },
    {
      name: 'Gold Techniques',
      description: 'Divide and conquer, and mixed practice.',
      items: ['divide-and-conquer-gold', 'gold-review'],
    },
  ],
  platinum: [
    {
      name: 'Advanced Segment Trees',
      description: 'Lazy updates, richer nodes, persistence, two dimensions, and merge sort trees.',
      items: ['lazy-propagation'],
    },
    {
      name: 'Advanced DP',
      description:
        'The convex hull trick, divide-and-conquer and Knuth optimisations, sums over subsets, DP over data structures, and the Aliens trick.',
      items: ['sos-dp'],
    },
    {
      name: 'Graphs',
      description:
        'Strong components and 2-SAT, bridges and cut vertices, Eulerian paths, and the structure of shortest paths.',
      items: ['strongly-connected', 'bridges-articulation'],
    },
    {
      name: 'Mathematics and Strings',
      description:
        'Matrix powers, counting, probability, games, suffix arrays, square roots, randomness, and mixed practice.',
      items: ['matrix-exponentiation'],
    },
  ],
};

export default ordering;
