/**
 * The solID rules, in one function: what a problem's `solID` (or its absence) means for the
 * Solution column of the problems table. See docs/authoring.md for the author's view.
 */
import usacoAnalysis from '../../data/usaco-analysis.json';
import { findBookPage, getBook, toPageUrl } from './books';
import { missingSectionMessage } from './resource';
import { solutionPath } from './routes';
import { getProblemSource, USACO_SOURCES } from './sources';
import { suggest } from './errors';

export type SolutionKind = 'internal' | 'link' | 'text' | 'sketch';

/** What the Solution column shows for a problem. */
export interface ProblemSolution {
  /** internal: our page; link: another site; text: a label only; sketch: a short idea in a modal. */
  kind: SolutionKind;
  /** Text shown in the cell (internal, link, text). */
  label?: string;
  /** Tooltip of the label (text kind, e.g. where to find the judge's editorial). */
  labelTooltip?: string;
  /** Target of the link: our solution's page for internal, an absolute URL for link. */
  url?: string;
  /** The internal solution's id (internal kind). */
  id?: string;
  /** The sketch itself (sketch kind). */
  sketch?: string;
}

/** The problem facts the rules look at. */
export interface SolutionSubject {
  solID?: string;
  /** Source label, without any `@tooltip` part. */
  source: string;
  name: string;
  url: string;
}

export interface SolutionContext {
  /** Ids of the internal solutions that exist (files under solutions/). */
  internalSolutionIds: ReadonlySet<string>;
  /** Where an internal solution with this id would live, to name it in errors. */
  expectedSolutionFile: (id: string) => string;
}

export type SolutionResult =
  | { ok: true; solution: ProblemSolution | null }
  | { ok: false; message: string; hint: string };

const INTERNAL_ID = /^[A-Za-z0-9-]+$/;
const USACO_ANALYSIS: Readonly<Record<string, string>> = usacoAnalysis;

/** Internal solutions of USACO problems are named after the problem's cpid. */
export function usacoSolutionId(cpid: string): string {
  return `usaco-${cpid}`;
}

/** The IOI yearly pages on ioinformatics.org are numbered from 20 (1994) onwards. */
function ioiYearPage(year: number): string {
  return `https://ioinformatics.org/page/ioi-${year}/${year - 1974}`;
}

function internal(id: string): ProblemSolution {
  return { kind: 'internal', label: 'Internal Sol', url: solutionPath(id), id };
}

/** What a problem gets when its author wrote no solID. */
function automaticSolution(
  subject: SolutionSubject,
  context: SolutionContext,
): ProblemSolution | null {
  if (USACO_SOURCES.includes(subject.source)) {
    const cpid = /[?&]cpid=(\d+)/.exec(subject.url)?.[1];
    if (cpid !== undefined) {
      const ours = usacoSolutionId(cpid);
      if (context.internalSolutionIds.has(ours)) return internal(ours);
      const file = USACO_ANALYSIS[cpid];
      if (file) {
        return {
          kind: 'link',
          label: 'External Sol',
          url: `http://www.usaco.org/current/data/${file}`,
        };
      }
    }
    return null;
  }
  if (subject.source === 'IOI') {
    const year = /\b(19|20)\d\d\b/.exec(subject.name);
    const value = year ? Number(year[0]) : NaN;
    if (value >= 1994 && value <= 2017) {
      return { kind: 'link', label: 'External Sol', url: ioiYearPage(value) };
    }
  }
  const hint = getProblemSource(subject.source)?.editorialHint;
  if (hint) return { kind: 'text', label: `Check ${subject.source}`, labelTooltip: hint };
  return null;
}

/**
 * Apply the solID rules:
 * - absent → automatic (USACO: ours, else the official analysis; IOI 1994–2017: that year's page;
 *   a source with an editorial hint: `Check {source}`; otherwise none);
 * - `http…` → external link `External Sol`;
 * - letters, digits, hyphens → our solution at `/solutions/{solID}` (it must exist);
 * - `@@` → none; `@B` → label `Below`; `@CPH 5.2` → that section of the CPH book;
 *   `@text` → the label `text`;
 * - anything else → a sketch shown in a modal.
 */
export function toProblemSolution(
  subject: SolutionSubject,
  context: SolutionContext,
): SolutionResult {
  const solID = subject.solID?.trim();
  if (!solID) return { ok: true, solution: automaticSolution(subject, context) };
  if (solID.startsWith('http')) {
    return { ok: true, solution: { kind: 'link', label: 'External Sol', url: solID } };
  }
  if (INTERNAL_ID.test(solID)) {
    if (context.internalSolutionIds.has(solID)) return { ok: true, solution: internal(solID) };
    const file = context.expectedSolutionFile(solID);
    return {
      ok: false,
      message: `Problem "${subject.name}" links to the internal solution "${solID}", but no solution has that id (expected ${file}).`,
      hint: `Create ${file} (frontmatter id: ${solID}) or correct the solID. ${suggest(
        solID,
        [...context.internalSolutionIds],
        'Existing solutions',
      )}`,
    };
  }
  if (solID === '@@') return { ok: true, solution: null };
  if (solID === '@B') return { ok: true, solution: { kind: 'text', label: 'Below' } };
  const cph = /^@CPH\s+(\S+)$/.exec(solID);
  if (cph) {
    const section = cph[1];
    const page = findBookPage('CPH', section);
    if (page === undefined) {
      return {
        ok: false,
        message: missingSectionMessage(section, 'CPH'),
        hint: `Write the number of an existing section of the Competitive Programmer's Handbook, e.g. "@CPH 5.1".`,
      };
    }
    const book = getBook('CPH');
    const url = toPageUrl(book?.url ?? '', page);
    return { ok: true, solution: { kind: 'link', label: `CPH ${section}`, url } };
  }
  if (solID.startsWith('@')) return { ok: true, solution: { kind: 'text', label: solID.slice(1) } };
  return { ok: true, solution: { kind: 'sketch', sketch: solID } };
}
