import { toModuleNavigation } from '../navigation';
import { hasMath } from '../mdx';

const m = (id: string) => ({ id, title: id.toUpperCase(), path: `/bronze/${id}` });
const section = {
  name: 'Bronze',
  path: '/bronze',
  chapters: [
    { name: 'Basics', modules: [m('a'), m('b')] },
    { name: 'Sorting', modules: [m('c')] },
  ],
};

describe('toModuleNavigation', () => {
  it.each([
    ['a', null, 'b', 'Basics'],
    ['b', 'a', 'c', 'Basics'],
    ['c', 'b', null, 'Sorting'],
  ])('%s: prev %s, next %s, chapter %s', (id, prev, next, chapter) => {
    const nav = toModuleNavigation(section, id);
    expect(nav.prev?.id ?? null).toBe(prev);
    expect(nav.next?.id ?? null).toBe(next);
    expect(nav.breadcrumbs).toEqual([
      { label: 'Bronze', path: '/bronze' },
      { label: chapter, path: null },
    ]);
  });

  it('an unknown module has only the section crumb', () => {
    expect(toModuleNavigation(section, 'zzz')).toEqual({
      prev: null,
      next: null,
      breadcrumbs: [{ label: 'Bronze', path: '/bronze' }],
    });
  });
});

describe('hasMath', () => {
  it.each([
    ['inline $n^2$ math', true],
    ['display\n\n$$\nx+y\n$$\n', true],
    ['no math here', false],
    ['code only `$x$` and\n\n```\n$y$\n```\n', false],
    ['a price of $5 and $6', false],
  ])('%j → %s', (text, expected) => {
    expect(hasMath(text)).toBe(expected);
  });
});
