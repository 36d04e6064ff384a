/**
 * Problem sources: the abbreviation an author writes in a problem's `source`, and what it means.
 * A problem's URL is the source's base URL followed by the problem's `id` (see problem.ts).
 */
export interface ProblemSource {
  /** Prefix of every problem URL of this source; the problem's `id` is appended. */
  url: string;
  /** Shown as the tooltip of the source label in the problems table. */
  description: string;
  /**
   * Where that judge publishes editorials. When set, a problem of this source with no `solID`
   * gets the label `Check {source}` with this text as its tooltip.
   */
  editorialHint?: string;
}

const USACO_URL = 'http://www.usaco.org/index.php?page=viewproblem2&cpid=';
const OJUZ_URL = 'https://oj.uz/problem/view/';
const DMOJ_URL = 'https://dmoj.ca/problem/';

const usaco = (description: string): ProblemSource => ({ url: USACO_URL, description });
/** Olympiads whose problems we link on another judge (oj.uz or DMOJ). */
const olympiad = (url: string, description: string): ProblemSource => ({ url, description });

export const PROBLEM_SOURCES: Readonly<Record<string, ProblemSource>> = {
  Bronze: usaco('USACO Bronze (2015-16 season onwards)'),
  Silver: usaco('USACO Silver (2015-16 season onwards)'),
  Gold: usaco('USACO Gold (2015-16 season onwards)'),
  Plat: usaco('USACO Platinum (2015-16 season onwards)'),
  'Old Bronze': usaco('USACO Bronze, before the Platinum division was created in 2015-16'),
  'Old Silver': usaco('USACO Silver, before the Platinum division was created in 2015-16'),
  'Old Gold': usaco(
    'USACO Gold, before the Platinum division was created in 2015-16 (comparable to today’s Platinum)',
  ),
  AC: {
    url: 'https://atcoder.jp/contests/',
    description: 'AtCoder',
    editorialHint: 'Open the contest on AtCoder and look for the Editorial tab or link.',
  },
  CC: {
    url: 'https://www.codechef.com/problems/',
    description: 'CodeChef',
    editorialHint: 'CodeChef links an editorial from the problem page once the contest is over.',
  },
  CF: {
    url: 'https://codeforces.com/contest/',
    description: 'Codeforces',
    editorialHint:
      'On Codeforces, the contest materials box beside the statement links the editorial ("Tutorial").',
  },
  CSA: {
    url: 'https://csacademy.com/contest/archive/task/',
    description: 'CS Academy',
    editorialHint: 'CS Academy shows the analysis in a tab next to the task statement.',
  },
  CSES: {
    url: 'https://cses.fi/problemset/task/',
    description: 'Code Submission Evaluation System',
  },
  DMOJ: { url: DMOJ_URL, description: 'DMOJ: Modern Online Judge' },
  HR: {
    url: 'https://www.hackerrank.com/challenges/',
    description: 'HackerRank',
    editorialHint: 'HackerRank has an Editorial tab on most challenge pages.',
  },
  Kattis: { url: 'https://open.kattis.com/problems/', description: 'Kattis' },
  LC: {
    url: 'https://leetcode.com/problems/',
    description: 'LeetCode',
    editorialHint: 'LeetCode has Editorial and Solutions tabs on the problem page.',
  },
  POI: {
    url: 'https://szkopul.edu.pl/problemset/problem/',
    description: 'Polish Olympiad in Informatics (on Szkopuł)',
  },
  SPOJ: { url: 'https://www.spoj.com/problems/', description: 'Sphere Online Judge' },
  TLX: { url: 'https://tlx.toki.id/problems/', description: 'TLX (Indonesian online judge)' },
  'oj.uz': { url: OJUZ_URL, description: 'oj.uz (olympiad problem archive)' },
  YS: { url: 'https://judge.yosupo.jp/problem/', description: 'Library Checker (yosupo judge)' },
  APIO: olympiad(OJUZ_URL, 'Asia-Pacific Informatics Olympiad'),
  'Baltic OI': olympiad(OJUZ_URL, 'Baltic Olympiad in Informatics'),
  CEOI: olympiad(OJUZ_URL, 'Central European Olympiad in Informatics'),
  COI: olympiad(OJUZ_URL, 'Croatian Olympiad in Informatics'),
  COCI: olympiad(OJUZ_URL, 'Croatian Open Competition in Informatics'),
  IOI: olympiad(OJUZ_URL, 'International Olympiad in Informatics'),
  IZhO: olympiad(OJUZ_URL, 'International Zhautykov Olympiad'),
  JOI: olympiad(OJUZ_URL, 'Japanese Olympiad in Informatics'),
  LMiO: olympiad(OJUZ_URL, 'Lithuanian Olympiad in Informatics'),
  RMI: olympiad(OJUZ_URL, 'Romanian Master of Informatics'),
  'NOI.sg': olympiad(OJUZ_URL, 'Singapore National Olympiad in Informatics'),
  CCC: olympiad(DMOJ_URL, 'Canadian Computing Competition'),
  CCO: olympiad(DMOJ_URL, 'Canadian Computing Olympiad'),
};

export const PROBLEM_SOURCE_NAMES: readonly string[] = Object.keys(PROBLEM_SOURCES);

/** The USACO divisions, old and new: their problems share one URL scheme keyed by `cpid`. */
export const USACO_SOURCES: readonly string[] = PROBLEM_SOURCE_NAMES.filter(
  (name) => PROBLEM_SOURCES[name].url === USACO_URL,
);

export function getProblemSource(name: string): ProblemSource | undefined {
  return Object.prototype.hasOwnProperty.call(PROBLEM_SOURCES, name)
    ? PROBLEM_SOURCES[name]
    : undefined;
}

/**
 * A source as written may carry its own tooltip: `Label@Tooltip text` shows `Label` with that
 * tooltip. The label is still looked up as a source (for the base URL) when it is known.
 */
export function parseSourceLabel(written: string): { label: string; tooltip?: string } {
  const at = written.indexOf('@');
  if (at === -1) return { label: written.trim() };
  return { label: written.slice(0, at).trim(), tooltip: written.slice(at + 1).trim() };
}

/** Codeforces ids that are paths from the site root rather than from `/contest/`. */
const CODEFORCES_ROOT_PATHS = /^(problemset|gym|edu)\//;

/**
 * The URL of a problem from its source label and id, or undefined when it cannot be built
 * (unknown source and an id that is not a URL). An id starting with `http` is used as it is.
 */
export function toProblemUrl(sourceLabel: string, id: string): string | undefined {
  if (id.startsWith('http')) return id;
  const source = getProblemSource(sourceLabel);
  if (!source) return undefined;
  if (sourceLabel === 'CF' && CODEFORCES_ROOT_PATHS.test(id)) return `https://codeforces.com/${id}`;
  return source.url + id;
}
