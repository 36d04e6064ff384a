/**
 * Books a resource can cite by key, and the section → PDF page tables that let a resource such
 * as `CPH` "2.1, Time Complexity" open the book at the right page.
 */
import bookPages from '../../data/book-pages.json';

/** A page table: section number as written ("2", "2.1", "17.2.1") → 1-based PDF page. */
export type PageTable = Readonly<Record<string, number>>;

/** Keys of the page tables in data/book-pages.json. */
export type PageTableKey = 'CPP' | 'JAVA' | 'CPH' | 'PAPS' | 'CP2';

export interface BookEdition {
  /** Which page table of data/book-pages.json applies. */
  pages: PageTableKey;
  /** The PDF (or page) of the book. */
  url: string;
}

export interface Book {
  title: string;
  author: string;
  /** Link to the book when no section can be linked. */
  url: string;
  /**
   * Editions with page tables. One edition for most books; *An Introduction to USACO* has a
   * C++ and a Java edition whose page numbers differ.
   */
  editions: Readonly<Partial<Record<'default' | 'cpp' | 'java', BookEdition>>>;
}

export const BOOKS: Readonly<Record<string, Book>> = {
  CPH: {
    title: "Competitive Programmer's Handbook",
    author: 'Antti Laaksonen',
    url: 'https://cses.fi/book/book.pdf',
    editions: { default: { pages: 'CPH', url: 'https://cses.fi/book/book.pdf' } },
  },
  PAPS: {
    title: 'Principles of Algorithmic Problem Solving',
    author: 'Johan Sannemo',
    url: 'https://www.csc.kth.se/~jsannemo/slask/main.pdf',
    editions: {
      default: { pages: 'PAPS', url: 'https://www.csc.kth.se/~jsannemo/slask/main.pdf' },
    },
  },
  CP2: {
    title: 'Competitive Programming 2',
    author: 'Steven Halim and Felix Halim',
    url: 'https://www.comp.nus.edu.sg/~stevenha/myteaching/competitive_programming/cp2.pdf',
    editions: {
      default: {
        pages: 'CP2',
        url: 'https://www.comp.nus.edu.sg/~stevenha/myteaching/competitive_programming/cp2.pdf',
      },
    },
  },
  IUSACO: {
    title: 'An Introduction to USACO',
    author: 'Darren Yao',
    url: 'https://darrenyao.com/usacobook/cpp.pdf',
    editions: {
      cpp: { pages: 'CPP', url: 'https://darrenyao.com/usacobook/cpp.pdf' },
      java: { pages: 'JAVA', url: 'https://darrenyao.com/usacobook/java.pdf' },
    },
  },
  GCP: {
    title: 'Guide to Competitive Programming',
    author: 'Antti Laaksonen',
    // A printed book: there is no free PDF, so sections cannot be linked to a page.
    url: 'https://link.springer.com/book/10.1007/978-3-030-39357-1',
    editions: {},
  },
};

export const BOOK_KEYS: readonly string[] = Object.keys(BOOKS);

const PAGE_TABLES: Readonly<Record<PageTableKey, PageTable>> = bookPages;

export function getBook(key: string): Book | undefined {
  return Object.prototype.hasOwnProperty.call(BOOKS, key) ? BOOKS[key] : undefined;
}

/** The PDF page of `section` in a page table, or undefined when the table lacks it. */
export function findBookPage(table: PageTableKey, section: string): number | undefined {
  const pages = PAGE_TABLES[table];
  return Object.prototype.hasOwnProperty.call(pages, section) ? pages[section] : undefined;
}

/**
 * The section a resource title cites: its first token with a trailing comma removed, when that
 * token looks like a section number ("2.1, Time Complexity" → "2.1"; "Sorting" → undefined).
 */
export function toSectionNumber(title: string): string | undefined {
  const first = title.trim().split(/\s+/)[0]?.replace(/,$/, '') ?? '';
  return /^\d+(\.\d+)*$/.test(first) ? first : undefined;
}

/** `https://…/book.pdf#page=27`: most PDF viewers open the file at that page. */
export function toPageUrl(url: string, page: number): string {
  return `${url}#page=${page}`;
}
