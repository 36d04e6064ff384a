/**
 * Resources: the reading a module recommends, written in MDX as
 * `<Resource source="CPH" title="2.1, Time Complexity" starred>why it is useful</Resource>`.
 * A book source links the cited section's page; other sources need a URL.
 */
import { BOOK_KEYS, findBookPage, getBook, toPageUrl, toSectionNumber } from './books';
import { suggest } from './errors';

/** Sites a resource may cite with a path instead of a full URL. */
export const RESOURCE_SITES: Readonly<Record<string, { url: string; description: string }>> = {
  'cp-algo': { url: 'https://cp-algorithms.com/', description: 'CP-Algorithms' },
  CF: { url: 'https://codeforces.com/', description: 'Codeforces (blogs and problems)' },
  USACO: { url: 'http://www.usaco.org/', description: 'USACO' },
  CSES: { url: 'https://cses.fi/', description: 'Code Submission Evaluation System' },
  TC: { url: 'https://www.topcoder.com/thrive/articles/', description: 'Topcoder tutorials' },
  KA: { url: 'https://www.khanacademy.org/', description: 'Khan Academy' },
};

/** A resource as authored (the props of `<Resource>`). */
export interface ResourceInput {
  source: string;
  title: string;
  url?: string;
  starred?: boolean;
}

/** Where a resource links to. */
export interface ResourceLink {
  url: string;
  /** Tooltip for the source label: the book title or the site's name. */
  sourceDescription?: string;
  /** Per-edition links of a book with several editions (IUSACO: C++ and Java). */
  editions?: { cpp: string; java: string };
}

export type ResourceLinkResult =
  | { ok: true; link: ResourceLink }
  | { ok: false; message: string; hint: string };

/** The same wording as a problem with a bad URL, so authors learn one message. */
export function invalidUrlMessage(url: string, source: string, name: string): string {
  return `URL ${url} is not valid. Did you make a typo in the problem source (${source}), or in the URL? Problem name: ${name}`;
}

export function missingSectionMessage(section: string, source: string): string {
  return `Could not find section ${section} in source ${source}`;
}

/** Resolve a resource to its link, or explain why it cannot be linked. */
export function toResourceLink(resource: ResourceInput): ResourceLinkResult {
  const { source, title, url } = resource;
  const book = getBook(source);
  if (book) {
    const explicit = url?.startsWith('http') ? url : undefined;
    const section = toSectionNumber(title);
    const editionUrls: Partial<Record<string, string>> = {};
    let found = section === undefined;
    for (const [name, edition] of Object.entries(book.editions)) {
      const page = section === undefined ? undefined : findBookPage(edition.pages, section);
      if (page !== undefined) found = true;
      editionUrls[name] = page === undefined ? edition.url : toPageUrl(edition.url, page);
    }
    // A book with no page tables (GCP) cannot check sections: it links the book itself.
    if (!found && Object.keys(book.editions).length > 0) {
      return {
        ok: false,
        message: missingSectionMessage(section ?? '', source),
        hint: `Check the section number against the book's table of contents, or drop the number from the title to link the whole book.`,
      };
    }
    const main = explicit ?? editionUrls.default ?? editionUrls.cpp ?? book.url;
    const link: ResourceLink = { url: main, sourceDescription: `${book.title} (${book.author})` };
    if (editionUrls.cpp && editionUrls.java) {
      link.editions = { cpp: editionUrls.cpp, java: editionUrls.java };
    }
    return { ok: true, link };
  }
  if (url?.startsWith('http')) return { ok: true, link: { url } };
  const site = Object.prototype.hasOwnProperty.call(RESOURCE_SITES, source)
    ? RESOURCE_SITES[source]
    : undefined;
  if (site && url) {
    return { ok: true, link: { url: site.url + url, sourceDescription: site.description } };
  }
  const known = [...BOOK_KEYS, ...Object.keys(RESOURCE_SITES)];
  return {
    ok: false,
    message: invalidUrlMessage(url ?? '(none)', source, title),
    hint: site
      ? `Give the resource a url (a full https:// address or a path on ${site.url}).`
      : `Write a full URL starting with http, or use a known source. ${suggest(source, known, 'Known sources')}`,
  };
}
