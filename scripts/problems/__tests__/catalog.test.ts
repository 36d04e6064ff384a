import { checkLinkedProblems, createCatalogIndex, toCanonicalUrl } from '../catalog';

const catalog = createCatalogIndex([
  {
    source: 'CSES',
    id: '1068',
    name: 'Weird Algorithm',
    url: 'https://cses.fi/problemset/task/1068',
  },
  {
    source: 'CSES',
    id: '1083',
    name: 'Missing Number',
    url: 'https://cses.fi/problemset/task/1083',
    aliases: ['Missing Number (old)'],
  },
  {
    source: 'USACO',
    id: '855',
    name: 'Mixing Milk',
    url: 'http://www.usaco.org/index.php?page=viewproblem2&cpid=855',
  },
  {
    source: 'Codeforces',
    id: '4A',
    name: 'Watermelon',
    url: 'https://codeforces.com/contest/4/problem/A',
    alt_urls: ['https://codeforces.com/problemset/problem/4/A'],
  },
]);

const at = (place: string) => `content/x.problems.json (list "${place}")`;

describe('toCanonicalUrl', () => {
  it.each([
    [
      'https://usaco.org/index.php?page=viewproblem2&cpid=855',
      'http://www.usaco.org/index.php?page=viewproblem2&cpid=855',
    ],
    ['http://cses.fi/problemset/task/1068/', 'https://cses.fi/problemset/task/1068'],
    ['https://codeforces.com/problemset/problem/4/A', 'https://codeforces.com/contest/4/problem/A'],
  ])('%s → %s', (input, output) => {
    expect(toCanonicalUrl(input)).toBe(output);
  });
});

describe('checkLinkedProblems', () => {
  it('accepts real problems under their name or an alias, in any URL spelling', () => {
    expect(
      checkLinkedProblems(
        [
          {
            name: 'Weird Algorithm',
            source: 'CSES',
            url: 'https://cses.fi/problemset/task/1068',
            place: at('a'),
          },
          {
            name: 'Missing Number (old)',
            source: 'CSES',
            url: 'https://cses.fi/problemset/task/1083',
            place: at('a'),
          },
          {
            name: 'Mixing Milk',
            source: 'Bronze',
            url: 'https://usaco.org/index.php?page=viewproblem2&cpid=855',
            place: at('b'),
          },
          {
            name: 'Watermelon',
            source: 'CF',
            url: 'https://codeforces.com/problemset/problem/4/A',
            place: at('c'),
          },
        ],
        catalog,
      ),
    ).toEqual([]);
  });

  it('makes a missing or misnamed CSES/USACO problem an error, once per URL with every place', () => {
    const findings = checkLinkedProblems(
      [
        {
          name: 'Weird Algo',
          source: 'CSES',
          url: 'https://cses.fi/problemset/task/1068',
          place: at('a'),
        },
        {
          name: 'Weird Algo',
          source: 'CSES',
          url: 'https://cses.fi/problemset/task/1068',
          place: at('b'),
        },
        {
          name: 'Ghost',
          source: 'Bronze',
          url: 'http://www.usaco.org/index.php?page=viewproblem2&cpid=99999',
          place: at('c'),
        },
      ],
      catalog,
    );
    expect(findings).toEqual([
      {
        level: 'error',
        url: 'https://cses.fi/problemset/task/1068',
        places: [at('a'), at('b')],
        message:
          'CSES problem https://cses.fi/problemset/task/1068 is named "Weird Algo", but the catalog calls it "Weird Algorithm". Use the judge\'s name for it.',
      },
      {
        level: 'error',
        url: 'http://www.usaco.org/index.php?page=viewproblem2&cpid=99999',
        places: [at('c')],
        message:
          'Bronze problem "Ghost" (http://www.usaco.org/index.php?page=viewproblem2&cpid=99999) is not in the catalog of real problems. Check the id in the problems file: this judge\'s catalog is complete, so the problem does not exist as written.',
      },
    ]);
  });

  it('only warns about an unknown problem from a judge the catalog covers partially', () => {
    const [finding] = checkLinkedProblems(
      [
        {
          name: 'Something',
          source: 'CF',
          url: 'https://codeforces.com/contest/2000/problem/Z',
          place: at('a'),
        },
      ],
      catalog,
    );
    expect(finding.level).toBe('warning');
    expect(finding.message).toContain('partial for this judge');
  });
});
