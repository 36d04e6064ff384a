/**
 * Problems as authors write them in `<module>.problems.json`, and the derived record the site
 * renders: URL, unique id (progress is keyed by it), source tooltip and solution.
 */
import { suggest } from './errors';
import { invalidUrlMessage } from './resource';
import { toProblemSolution, type ProblemSolution, type SolutionContext } from './solution';
import { getProblemSource, parseSourceLabel, PROBLEM_SOURCE_NAMES, toProblemUrl } from './sources';
import { DIFFICULTIES, type Difficulty } from './difficulty';

export { DIFFICULTIES, type Difficulty };

/** How complete our solution is: shown as a mark next to the solution link. */
export const SOL_QUALITIES = ['good', 'ok', 'bad'] as const;
export type SolQuality = (typeof SOL_QUALITIES)[number];

/** A problem exactly as authored in JSON. */
export interface ProblemInput {
  /** A known source abbreviation (see sources.ts), optionally `Label@Tooltip text`. */
  source: string;
  name: string;
  /** Appended to the source's base URL; a full URL when it starts with `http`. */
  id: string;
  difficulty: Difficulty;
  /** Default false. */
  starred?: boolean;
  /** Default []. */
  tags?: string[];
  /** See solution.ts for the rules. */
  solID?: string;
  /** Default 'ok'. */
  solQuality?: SolQuality;
}

/** A problem ready to render. */
export interface Problem {
  name: string;
  /** The id as authored. */
  id: string;
  /** The source label shown in the table (the part before any `@`). */
  source: string;
  /** Tooltip of the source label. */
  tooltipHoverDescription: string;
  difficulty: Difficulty;
  starred: boolean;
  tags: string[];
  solQuality: SolQuality;
  url: string;
  /** Progress is stored under this key; equal to `url`. */
  uniqueID: string;
  /** Null when there is no solution to show. */
  solution: ProblemSolution | null;
  /**
   * The link to the problem's hint ladder (an anchor on a module page or on its solution page),
   * null when it has none. Set once every file is read (hints.ts).
   */
  hints: string | null;
}

export interface ProblemIssue {
  message: string;
  hint?: string;
}

const KNOWN_FIELDS = [
  'source',
  'name',
  'id',
  'difficulty',
  'starred',
  'tags',
  'solID',
  'solQuality',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Check the shape of one authored problem; every problem is checked, not only the first. */
function checkProblemShape(raw: unknown): { input?: ProblemInput; issues: ProblemIssue[] } {
  if (!isRecord(raw)) {
    return { issues: [{ message: `A problem must be an object, got ${JSON.stringify(raw)}.` }] };
  }
  const issues: ProblemIssue[] = [];
  const label = typeof raw.name === 'string' ? `Problem "${raw.name}"` : 'A problem';
  for (const key of Object.keys(raw)) {
    if (!KNOWN_FIELDS.includes(key)) {
      issues.push({
        message: `${label} has an unknown field "${key}".`,
        hint: suggest(key, KNOWN_FIELDS, 'Known fields'),
      });
    }
  }
  for (const key of ['source', 'name', 'id'] as const) {
    if (typeof raw[key] !== 'string' || (raw[key] as string).trim() === '') {
      issues.push({
        message: `${label} needs a non-empty string "${key}", got ${JSON.stringify(raw[key])}.`,
      });
    }
  }
  if (!DIFFICULTIES.includes(raw.difficulty as Difficulty)) {
    issues.push({
      message: `${label} has an unknown difficulty ${JSON.stringify(raw.difficulty)}.`,
      hint: suggest(String(raw.difficulty ?? ''), DIFFICULTIES, 'Difficulties'),
    });
  }
  if (raw.starred !== undefined && typeof raw.starred !== 'boolean') {
    issues.push({
      message: `${label} has "starred": ${JSON.stringify(raw.starred)}; it must be true or false.`,
    });
  }
  if (
    raw.tags !== undefined &&
    !(Array.isArray(raw.tags) && raw.tags.every((t) => typeof t === 'string'))
  ) {
    issues.push({
      message: `${label} has "tags": ${JSON.stringify(raw.tags)}; it must be a list of strings.`,
    });
  }
  if (raw.solID !== undefined && typeof raw.solID !== 'string') {
    issues.push({
      message: `${label} has "solID": ${JSON.stringify(raw.solID)}; it must be a string.`,
    });
  }
  if (raw.solQuality !== undefined && !SOL_QUALITIES.includes(raw.solQuality as SolQuality)) {
    issues.push({
      message: `${label} has an unknown solQuality ${JSON.stringify(raw.solQuality)}.`,
      hint: suggest(String(raw.solQuality), SOL_QUALITIES, 'Qualities'),
    });
  }
  return issues.length > 0 ? { issues } : { input: raw as unknown as ProblemInput, issues };
}

/**
 * Turn one authored problem into a Problem, or report every issue with it. The caller adds
 * the file and list to each issue.
 */
export function toProblem(
  raw: unknown,
  context: SolutionContext,
): { problem?: Problem; issues: ProblemIssue[] } {
  const { input, issues } = checkProblemShape(raw);
  if (!input) return { issues };
  const { label, tooltip } = parseSourceLabel(input.source);
  const url = toProblemUrl(label, input.id);
  if (url === undefined) {
    return {
      issues: [
        {
          message: invalidUrlMessage(input.id, input.source, input.name),
          hint: `Write the full URL as the id, or use a known source. ${suggest(label, PROBLEM_SOURCE_NAMES, 'Known sources')}`,
        },
      ],
    };
  }
  const result = toProblemSolution(
    { solID: input.solID, source: label, name: input.name, url },
    context,
  );
  if (!result.ok) return { issues: [{ message: result.message, hint: result.hint }] };
  const problem: Problem = {
    name: input.name,
    id: input.id,
    source: label,
    tooltipHoverDescription: tooltip ?? getProblemSource(label)?.description ?? label,
    difficulty: input.difficulty,
    starred: input.starred ?? false,
    tags: input.tags ?? [],
    solQuality: input.solQuality ?? 'ok',
    url,
    uniqueID: url,
    solution: result.solution,
    hints: null,
  };
  return { problem, issues: [] };
}
