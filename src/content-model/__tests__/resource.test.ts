import { findBookPage, toSectionNumber } from '../books';
import { toResourceLink } from '../resource';

describe('book sections', () => {
  it.each([
    ['2.1, Time Complexity', '2.1'],
    ['2.1 Time Complexity', '2.1'],
    ['17.2.1, Something deep', '17.2.1'],
    ['5, Whole chapter', '5'],
    ['Sorting', undefined],
    ['C++ basics', undefined],
  ])('"%s" cites section %s', (title, section) => {
    expect(toSectionNumber(title)).toBe(section);
  });

  it.each([
    ['CPH', '1', 13],
    ['CPH', '30.1', 286],
    ['PAPS', '17.2.1', 329],
    ['CP2', '8.5', 227],
    ['CPP', '4.5', 20],
    ['JAVA', '14.3', 79],
    ['CPH', '99.1', undefined],
    ['JAVA', '4.5', undefined],
  ] as const)('%s section %s is on page %s', (table, section, page) => {
    expect(findBookPage(table, section)).toBe(page);
  });
});

describe('toResourceLink', () => {
  it('links a book section to its PDF page', () => {
    expect(toResourceLink({ source: 'CPH', title: '2.1, Time Complexity' })).toEqual({
      ok: true,
      link: {
        url: 'https://cses.fi/book/book.pdf#page=27',
        sourceDescription: "Competitive Programmer's Handbook (Antti Laaksonen)",
      },
    });
  });

  it('links both editions of An Introduction to USACO', () => {
    const result = toResourceLink({ source: 'IUSACO', title: '4.5, A section only in C++' });
    expect(result).toMatchObject({
      ok: true,
      link: {
        url: 'https://darrenyao.com/usacobook/cpp.pdf#page=20',
        editions: {
          cpp: 'https://darrenyao.com/usacobook/cpp.pdf#page=20',
          java: 'https://darrenyao.com/usacobook/java.pdf',
        },
      },
    });
  });

  it('links the whole book when the title cites no section', () => {
    expect(toResourceLink({ source: 'PAPS', title: 'The whole book' })).toMatchObject({
      ok: true,
      link: { url: 'https://www.csc.kth.se/~jsannemo/slask/main.pdf' },
    });
  });

  it('fails with the exact message for a missing section', () => {
    expect(toResourceLink({ source: 'CPH', title: '31.4, Quantum sorting' })).toMatchObject({
      ok: false,
      message: 'Could not find section 31.4 in source CPH',
    });
  });

  it.each([
    [
      { source: 'Blog', title: 'A post', url: 'https://example.com/post' },
      'https://example.com/post',
    ],
    [
      { source: 'cp-algo', title: 'Binary exponentiation', url: 'algebra/binary-exp.html' },
      'https://cp-algorithms.com/algebra/binary-exp.html',
    ],
    [
      { source: 'CF', title: 'A blog', url: 'blog/entry/13959' },
      'https://codeforces.com/blog/entry/13959',
    ],
  ])('links %j to %s', (resource, url) => {
    expect(toResourceLink(resource)).toMatchObject({ ok: true, link: { url } });
  });

  it('fails like a problem for an unknown source with an invalid url', () => {
    expect(
      toResourceLink({
        source: 'CPAlgo',
        title: 'Binary Exponentiation',
        url: 'algebra/binary-exp.html',
      }),
    ).toEqual({
      ok: false,
      message:
        'URL algebra/binary-exp.html is not valid. Did you make a typo in the problem source (CPAlgo), or in the URL? Problem name: Binary Exponentiation',
      hint: 'Write a full URL starting with http, or use a known source. Did you mean "cp-algo"?',
    });
  });
});
