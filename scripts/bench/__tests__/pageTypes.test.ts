/** @jest-environment node */
import { findPageType, PAGE_TYPES, toUrlPath } from '../pageTypes';

const SHELL = ['index.html', 'license/index.html', '404/index.html'];

function resolveAll(files: string[]): Record<string, string | undefined> {
  return Object.fromEntries(PAGE_TYPES.map((type) => [type.id, type.resolve(files)]));
}

describe('toUrlPath', () => {
  it('turns built files into URL paths', () => {
    expect(toUrlPath('index.html')).toBe('/');
    expect(toUrlPath('bronze/intro/index.html')).toBe('/bronze/intro');
  });
});

describe('PAGE_TYPES', () => {
  it('resolves only what the site shell has built', () => {
    expect(resolveAll(SHELL)).toEqual({
      home: '/',
      module: undefined,
      solution: undefined,
      problems: undefined,
      dashboard: undefined,
      license: '/license',
    });
  });

  it('finds a module page under a section, not a syllabus page or another route', () => {
    const files = [
      ...SHELL,
      'bronze/index.html',
      'solutions/index.html',
      'silver/b/index.html',
      'bronze/z/index.html',
    ];
    expect(findPageType('module')?.resolve(files)).toBe('/bronze/z');
  });

  it('prefers the showcase module, which has math, code and problem tables', () => {
    const files = [...SHELL, 'bronze/a/index.html', 'general/using-this-guide/index.html'];
    expect(findPageType('module')?.resolve(files)).toBe('/general/using-this-guide');
  });

  it('resolves every page type once the whole site exists', () => {
    const files = [
      ...SHELL,
      'general/using-this-guide/index.html',
      'solutions/cses-1068/index.html',
      'problems/index.html',
      'dashboard/index.html',
    ];
    expect(resolveAll(files)).toEqual({
      home: '/',
      module: '/general/using-this-guide',
      solution: '/solutions/cses-1068',
      problems: '/problems',
      dashboard: '/dashboard',
      license: '/license',
    });
  });

  it('has unique ids', () => {
    const ids = PAGE_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
