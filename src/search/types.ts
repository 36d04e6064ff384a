/**
 * The search index as it is written to `public/search-index.json` at build time and read by the
 * browser when the search box is first opened. Short keys on purpose: the file is downloaded
 * whole, and gzip handles the repeated key names well but not long ones.
 */

/** What a result is: a module page, a heading on one, a solution page, or a problem's row. */
export type SearchKind = 'module' | 'heading' | 'solution' | 'problem';

export interface SearchDoc {
  /** Kind. */
  k: SearchKind;
  /** Title shown and ranked first: module title, heading text, problem or solution name. */
  t: string;
  /** Site path, with the `#anchor` for headings and problem rows. */
  u: string;
  /** Context line shown under the title (module title, source, section). */
  c: string;
  /** Keywords matched after the title: problem source and tags, module id. */
  w?: string;
  /** Plain text of the place (module intro, the text under a heading, a solution's body). */
  x?: string;
}

export interface SearchIndex {
  /** Format version: a reader refuses an index of another version. */
  v: typeof SEARCH_INDEX_VERSION;
  docs: SearchDoc[];
}

export const SEARCH_INDEX_VERSION = 1;

/** Where the index is served from (same origin, so the service worker caches it). */
export const SEARCH_INDEX_PATH = '/search-index.json';
