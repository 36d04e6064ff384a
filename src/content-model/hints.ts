/**
 * Hint ladders: a `<Hints>` of two to four `<Hint>`s that a student opens one at a time. A ladder
 * belongs to one problem: in a module, the problem its `problem` attribute names in the module's
 * own lists; in a solution, the problem(s) whose solID is that solution. This file finds every
 * ladder, checks whose it is (one ladder per problem in the whole guide), gives each problem the
 * link to its ladder, and checks that every starred problem has one. The ladder's shape (its
 * `<Hint>` children) is checked by the compiler, which sees the parsed MDX (src/mdx/).
 */
import { suggest, type ContentError } from './errors';
import { findTags, type AttributeValue } from './mdx';
import type { ModuleRecord, SolutionRecord } from './module';
import type { Problem } from './problem';
import { modulePath, solutionPath } from './routes';
import { HINTS_TAG, toHintsAnchor } from './hintTags';

/** A ladder found in a file: where it is, and the link to it. */
interface LadderPlace {
  file: string;
  line: number;
  url: string;
}

const describe = (value: AttributeValue | undefined): string =>
  value === undefined
    ? 'nothing'
    : value === true
      ? 'no value'
      : typeof value === 'string'
        ? `"${value}"`
        : `{${value.expression}}`;

const problemsFileOf = (module: ModuleRecord) => module.file.replace(/\.mdx$/, '.problems.json');

/** A module's problems, one per unique id, in list order. */
function distinctProblems(module: ModuleRecord): Problem[] {
  const byId = new Map<string, Problem>();
  for (const list of module.lists) {
    for (const problem of list.problems)
      if (!byId.has(problem.uniqueID)) byId.set(problem.uniqueID, problem);
  }
  return [...byId.values()];
}

export interface HintLadderInput {
  modules: readonly ModuleRecord[];
  solutions: readonly SolutionRecord[];
  texts: ReadonlyMap<string, string>;
  /** Module files whose problems file could not be read: their names cannot be judged. */
  unreadableLists?: ReadonlySet<string>;
  /** Ladders outside the files read (RawCorpus `ladderLinks`): uniqueID → link. */
  elsewhere?: Readonly<Record<string, string>>;
}

/** The problems one `<Hints>` belongs to, or the error that says why none. */
function ownersInModule(
  module: ModuleRecord,
  name: AttributeValue | undefined,
  at: { file: string; line: number },
): Problem[] | ContentError {
  const problemsFile = problemsFileOf(module);
  if (typeof name !== 'string' || name.trim() === '') {
    const names = distinctProblems(module).map((p) => p.name);
    return {
      ...at,
      message: `<Hints> in a module needs problem="…" naming one of the module's problems, got ${describe(name)}.`,
      hint: names.length
        ? `Problems in ${problemsFile}: ${names.map((n) => `"${n}"`).join(', ')}.`
        : `Add the problem to ${problemsFile} first.`,
    };
  }
  const matches = distinctProblems(module).filter((p) => p.name === name);
  if (matches.length === 0) {
    return {
      ...at,
      message: `<Hints problem="${name}"> names a problem this module's lists do not have.`,
      hint: suggest(
        name,
        distinctProblems(module).map((p) => p.name),
        `Problems in ${problemsFile}`,
      ),
    };
  }
  if (matches.length > 1) {
    return {
      ...at,
      message: `<Hints problem="${name}"> is ambiguous: ${matches.length} problems in ${problemsFile} have that name (${matches.map((p) => p.url).join(', ')}).`,
      hint: `Give the problems distinct names in ${problemsFile}, or move the ladder to the solution page of the one it is for.`,
    };
  }
  return matches;
}

/**
 * Finds every ladder, reports the ones that belong to no problem or to a problem that already
 * has one, and sets `hints` (the ladder's link) on every record of each problem with a ladder.
 */
export function linkHintLadders(input: HintLadderInput, errors: ContentError[]): void {
  const ladders = new Map<string, LadderPlace>();
  const claim = (owners: readonly Problem[], place: LadderPlace) => {
    for (const problem of owners) {
      const first = ladders.get(problem.uniqueID);
      if (first) {
        errors.push({
          file: place.file,
          line: place.line,
          message: `"${problem.name}" has a second hint ladder here; its first is at ${first.file}:${first.line}.`,
          hint: 'A problem has one ladder in the whole guide: merge the two into one and delete the other.',
        });
      } else {
        ladders.set(problem.uniqueID, place);
      }
    }
  };
  for (const module of input.modules) {
    const text = input.texts.get(module.file);
    if (text === undefined) continue;
    for (const use of findTags(text, [HINTS_TAG])) {
      const at = { file: module.file, line: use.line };
      if (input.unreadableLists?.has(module.file)) continue; // Its lists' error is reported.
      const owners = ownersInModule(module, use.attributes.problem, at);
      if (!Array.isArray(owners)) {
        errors.push(owners);
        continue;
      }
      const anchor = toHintsAnchor(owners[0].name);
      claim(owners, { ...at, url: `${modulePath(module.section, module.id)}#${anchor}` });
    }
  }
  for (const solution of input.solutions) {
    const text = input.texts.get(solution.file);
    if (text === undefined) continue;
    for (const use of findTags(text, [HINTS_TAG])) {
      const at = { file: solution.file, line: use.line };
      if (use.attributes.problem !== undefined) {
        errors.push({
          ...at,
          message: `<Hints> in a solution belongs to the solution's own problem, so it takes no problem attribute (got problem=${describe(use.attributes.problem)}).`,
          hint: 'Write <Hints> without an attribute.',
        });
        continue;
      }
      const owners = [
        ...new Map(solution.linkedFrom.map(({ problem }) => [problem.uniqueID, problem])).values(),
      ];
      claim(owners, { ...at, url: `${solutionPath(solution.id)}#${toHintsAnchor()}` });
    }
  }
  for (const module of input.modules) {
    for (const list of module.lists) {
      for (const problem of list.problems) {
        const { uniqueID } = problem;
        problem.hints = ladders.get(uniqueID)?.url ?? input.elsewhere?.[uniqueID] ?? null;
      }
    }
  }
}

/**
 * Every starred problem has a hint ladder (the content bar, docs/authoring.md). Reported once
 * per problem, at the first list that stars it.
 */
export function checkStarredHaveHints(
  modules: readonly ModuleRecord[],
  solutions: readonly SolutionRecord[],
  errors: ContentError[],
): void {
  const solutionFiles = new Map(solutions.map((s) => [s.id, s.file]));
  const reported = new Set<string>();
  for (const module of modules) {
    for (const list of module.lists) {
      for (const problem of list.problems) {
        if (!problem.starred || problem.hints || reported.has(problem.uniqueID)) continue;
        reported.add(problem.uniqueID);
        const solutionFile =
          problem.solution?.kind === 'internal' && solutionFiles.get(problem.solution.id ?? '');
        const where = solutionFile ? `in its solution ${solutionFile} as <Hints>, or ` : '';
        errors.push({
          file: problemsFileOf(module),
          where: `list "${list.listId}"`,
          message: `The starred problem "${problem.name}" has no hint ladder.`,
          hint: `Write one ${where}in ${module.file} where the problem is discussed: <Hints problem="${problem.name}"> with two to four <Hint>…</Hint>, each a step further.`,
        });
      }
    }
  }
}
