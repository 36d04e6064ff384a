/**
 * The page types the bench measures, as one typed list: to measure a new kind of page, add an
 * entry here (and, if it needs its own thresholds, a row in budgets.ts).
 *
 * Each type resolves to a concrete URL from the build output, so the bench follows the site as
 * it grows: a type whose page is not in `public/` yet is reported as "not built yet".
 */
import { SECTION_IDS } from '../../src/content-model/sections';

export type PageTypeId = 'home' | 'module' | 'solution' | 'problems' | 'dashboard' | 'license';

export interface PageType {
  id: PageTypeId;
  label: string;
  /**
   * Picks the URL path to measure from the built pages, given as paths relative to `public/`
   * of every `index.html` (e.g. `index.html`, `bronze/intro/index.html`). Undefined: not built.
   */
  resolve: (htmlFiles: readonly string[]) => string | undefined;
}

/** `bronze/intro/index.html` → `/bronze/intro`; `index.html` → `/`. */
export function toUrlPath(htmlFile: string): string {
  const dir = htmlFile.replace(/(^|\/)index\.html$/, '');
  return `/${dir}`;
}

function exactly(path: string): PageType['resolve'] {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  return (files) => (files.includes(file) ? path : undefined);
}

/**
 * The first page matching `pattern`, preferring `preferred` (a page known to exercise the
 * most features, e.g. the authors' showcase module with math, code and problem tables).
 */
function firstMatching(pattern: RegExp, preferred?: string): PageType['resolve'] {
  return (files) => {
    const paths = files.map(toUrlPath).filter((path) => pattern.test(path));
    if (preferred && paths.includes(preferred)) return preferred;
    return [...paths].sort()[0];
  };
}

const MODULE_PATTERN = new RegExp(`^/(${SECTION_IDS.join('|')})/[^/]+$`);

export const PAGE_TYPES: readonly PageType[] = [
  { id: 'home', label: 'Home', resolve: exactly('/') },
  {
    id: 'module',
    label: 'Module page',
    resolve: firstMatching(MODULE_PATTERN, '/general/using-this-guide'),
  },
  {
    id: 'solution',
    label: 'Solution page',
    // A solution with inline and display math (the corpus's solutions all have some).
    resolve: firstMatching(/^\/solutions\/[^/]+$/, '/solutions/cses-1660'),
  },
  { id: 'problems', label: '/problems', resolve: exactly('/problems') },
  { id: 'dashboard', label: '/dashboard', resolve: exactly('/dashboard') },
  { id: 'license', label: '/license', resolve: exactly('/license') },
];

export function findPageType(id: string): PageType | undefined {
  return PAGE_TYPES.find((type) => type.id === id);
}
