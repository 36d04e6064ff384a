import { compileResource } from '../../test-utils/compileResource';

describe('remarkResourceLinks', () => {
  it('adds the link and tooltip and keeps the authored attributes', () => {
    expect(
      compileResource({ source: 'CPH', title: '2.1, Time Complexity', starred: null }),
    ).toEqual({
      source: 'CPH',
      title: '2.1, Time Complexity',
      starred: true,
      href: 'https://cses.fi/book/book.pdf#page=27',
      sourceDescription: "Competitive Programmer's Handbook (Antti Laaksonen)",
    });
  });

  it('stops the build on a resource it cannot resolve, naming the file and line', () => {
    expect(() => compileResource({ source: 'CPH', title: '31.4, Quantum sorting' })).toThrow(
      "content/general/intro.mdx:7: Could not find section 31.4 in source CPH\n  Fix: Check the section number against the book's table of contents, or drop the number from the title to link the whole book.",
    );
  });

  it('reads a quoted literal in braces as a string, like the validator', () => {
    expect(
      compileResource({ source: 'cp-algo', title: 'BE', url: { expression: '"algebra/x.html"' } }),
    ).toMatchObject({ href: 'https://cp-algorithms.com/algebra/x.html' });
  });

  it('stops the build on an attribute written as an expression it cannot evaluate', () => {
    expect(() =>
      compileResource({ source: 'cp-algo', title: 'BE', url: { expression: 'base + "x.html"' } }),
    ).toThrow(
      /^content\/general\/intro\.mdx:7: <Resource> needs "source", "title" and "url" written as plain strings/,
    );
  });

  it('names the file by its full path when it is outside the working directory', () => {
    expect(() =>
      compileResource({ source: 'Blog', title: 'A post' }, undefined, {
        path: '/elsewhere/intro.mdx',
        cwd: '/site',
      }),
    ).toThrow(/^\/elsewhere\/intro\.mdx:7: URL \(none\) is not valid/);
  });
});
