/**
 * The catalog of real contest problems (data/problems-catalog.json, see data/README.md): how its
 * entries look and how a problem's URL finds its entry. `npm run check:problems` matches every
 * linked problem against it; validation reads the USACO division of each entry from it.
 */
import { DIVISIONS, type Division } from './level';

/** Where a site keeps the catalog, relative to its root. */
export const CATALOG_FILE = 'data/problems-catalog.json';

export interface CatalogEntry {
  source: string;
  id: string;
  name: string;
  url: string;
  alt_urls?: string[];
  aliases?: string[];
  /** USACO: the contest's division (`Bronze` … `Platinum`), year and month. */
  contest?: { division?: string };
}

/** One spelling per problem: https/http and www as the catalog writes them, CF contest form. */
export function toCanonicalUrl(url: string): string {
  let out = url.trim().replace(/\/+$/, '');
  out = out.replace(/^https?:\/\/(www\.)?usaco\.org\//, 'http://www.usaco.org/');
  out = out.replace(/^http:\/\/cses\.fi\//, 'https://cses.fi/');
  out = out.replace(/^http:\/\/(www\.)?codeforces\.com\//, 'https://codeforces.com/');
  out = out.replace(/^https:\/\/www\.codeforces\.com\//, 'https://codeforces.com/');
  out = out.replace(
    /^https:\/\/codeforces\.com\/problemset\/problem\/(\d+)\/(\w+)$/,
    'https://codeforces.com/contest/$1/problem/$2',
  );
  return out;
}

export function createCatalogIndex(entries: readonly CatalogEntry[]): Map<string, CatalogEntry> {
  const index = new Map<string, CatalogEntry>();
  for (const entry of entries) {
    for (const url of [entry.url, ...(entry.alt_urls ?? [])]) {
      index.set(toCanonicalUrl(url), entry);
    }
  }
  return index;
}

/** The division the catalog gives each problem that has one (USACO), by canonical URL. */
export function toCatalogDivisions(entries: readonly CatalogEntry[]): Map<string, Division> {
  const divisions = new Map<string, Division>();
  for (const [url, entry] of createCatalogIndex(entries)) {
    const division = entry.contest?.division;
    if (division && (DIVISIONS as readonly string[]).includes(division)) {
      divisions.set(url, division as Division);
    }
  }
  return divisions;
}
