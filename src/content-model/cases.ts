/**
 * Test cases of our own, beside the programs they test: `solutions/<section>/<id>.cases.json` for
 * a solution, `content/<section>/<module>.cases.json` for a module's runnable snippets (one entry
 * per snippet name, each shaped as a solution's file). `npm run validate` checks them here;
 * `npm run check:solutions` runs the programs on them.
 */
import type { RawFile } from './corpus';
import type { ContentError } from './errors';
import { suggest } from './errors';
import { parseJson, toLineColumn } from './json';
import type { SolutionRecord } from './module';
import { findSnippets, type Snippet } from './snippets';

/** Every internal solution is tested on at least this many cases. */
export const MIN_SOLUTION_CASES = 3;
/** A snippet, a few lines that show one idea, needs one case at least. */
export const MIN_SNIPPET_CASES = 1;

export interface TestCase {
  name: string;
  input: string;
  /**
   * The expected output; with a checker, one right answer or none (a big case need not store
   * one); with an interactor, none (the interactor gives the verdict).
   */
  output: string;
}

/**
 * A Python program beside the cases file that judges a run instead of comparing outputs token by
 * token: a checker, for problems that accept several answers, reads the input, the program's
 * output and the case's output; an interactor, for interactive problems, holds the case's input
 * as its secret and talks with the program. Either exits 0 to accept and prints why otherwise.
 */
export interface Judge {
  kind: 'checker' | 'interactor';
  /**
   * Its name in the folder of the cases file (`cf-1807a.checker.py`), or its path in the
   * repository when it judges another file's cases too (a module's snippet that solves a problem
   * the module's solution also solves: `solutions/silver/cf-1807e.interactor.py`).
   */
  file: string;
}

/** Where a judge is, relative to the repository: a bare name sits beside its cases file. */
export function judgePath(casesFile: string, judge: Judge): string {
  return judge.file.includes('/')
    ? judge.file
    : `${casesFile.slice(0, casesFile.lastIndexOf('/') + 1)}${judge.file}`;
}

export interface CaseFile {
  /** File names the program reads and writes instead of stdin/stdout (older USACO problems). */
  files: { input: string; output: string } | null;
  judge: Judge | null;
  cases: TestCase[];
}

const CASE_SHAPE =
  '{"cases": [{"name": "…", "input": "…", "output": "…"}, …]} (and "files": {"input", "output"} for file I/O, "checker" or "interactor": "<name>.py" to judge runs with a program)';

const JUDGE_NAME = /^(?:(?:content|solutions)\/[a-z0-9/-]+\/)?[a-z0-9][a-z0-9.-]*\.py$/;

function readJudge(data: Record<string, unknown>, issues: string[]): Judge | null {
  const kinds = (['checker', 'interactor'] as const).filter((kind) => data[kind] !== undefined);
  if (kinds.length === 0) return null;
  if (kinds.length > 1) {
    issues.push('give a "checker" or an "interactor", not both');
    return null;
  }
  const kind = kinds[0];
  const file = data[kind];
  if (typeof file !== 'string' || !JUDGE_NAME.test(file)) {
    issues.push(
      `"${kind}" must name a Python file beside the cases file, such as "cf-1807a.${kind}.py", or one elsewhere in content/ or solutions/ by its path, such as "solutions/silver/cf-1807a.${kind}.py"`,
    );
    return null;
  }
  return { kind, file };
}

/** One case file's shape (a solution's, or one snippet's entry): the value, or what is wrong. */
export function toCaseFile(
  raw: unknown,
  minCases: number,
): { value: CaseFile | null; issues: string[] } {
  const issues: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { value: null, issues: [`expected an object ${CASE_SHAPE}`] };
  }
  const data = raw as Record<string, unknown>;
  let files: CaseFile['files'] = null;
  if (data.files !== undefined) {
    const f = data.files as Record<string, unknown> | null;
    if (typeof f?.input === 'string' && typeof f?.output === 'string') {
      files = { input: f.input, output: f.output };
    } else {
      issues.push('"files" must be {"input": "<name>.in", "output": "<name>.out"}');
    }
  }
  const judge = readJudge(data, issues);
  const interactive = judge?.kind === 'interactor';
  const cases: TestCase[] = [];
  if (!Array.isArray(data.cases)) {
    issues.push('"cases" must be a list of {"name", "input", "output"}');
  } else {
    data.cases.forEach((entry: unknown, index) => {
      const c = (entry ?? {}) as Record<string, unknown>;
      if (typeof c.name !== 'string' || typeof c.input !== 'string') {
        issues.push(`case #${index + 1} needs string "name" and "input"`);
      } else if (interactive && c.output !== undefined) {
        issues.push(
          `case #${index + 1} has an "output", but the interactor decides whether a run is right: remove it`,
        );
      } else if (c.output === undefined ? !judge : typeof c.output !== 'string') {
        issues.push(`case #${index + 1} needs a string "output"`);
      } else {
        cases.push({ name: c.name, input: c.input, output: String(c.output ?? '') });
      }
    });
    if (data.cases.length < minCases) {
      issues.push(`only ${data.cases.length} case(s): write at least ${minCases} of your own`);
    }
  }
  if (interactive && files)
    issues.push('an interactive program talks on stdin/stdout: remove "files"');
  return { value: issues.length === 0 ? { files, judge, cases } : null, issues };
}

/** The 1-based line where `"key":` first appears, for errors about an entry. */
function keyLine(text: string, key: string): number | undefined {
  const escaped = JSON.stringify(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`${escaped}\\s*:`).exec(text)?.index;
  return at === undefined ? undefined : toLineColumn(text, at).line;
}

const casesFileOf = (mdxFile: string) => mdxFile.replace(/\.mdx$/, '.cases.json');

/** A solution's case file: its cases, or the errors (file, fix) that stop validate. */
export function readSolutionCases(
  file: string,
  text: string,
): { value: CaseFile | null; errors: ContentError[] } {
  const parsed = parseJson(file, text);
  if ('error' in parsed) return { value: null, errors: [parsed.error] };
  const { value, issues } = toCaseFile(parsed.value, MIN_SOLUTION_CASES);
  return {
    value,
    errors: issues.map((message) => ({
      file,
      message: `Test cases: ${message}.`,
      hint: `A solution's cases file is ${CASE_SHAPE}, with at least ${MIN_SOLUTION_CASES} cases whose outputs come from running the solution (and a brute force where practical).`,
    })),
  };
}

/** A module's case file: each snippet name's cases, or the errors that stop validate. */
export function readSnippetCases(
  file: string,
  text: string,
): { value: Map<string, CaseFile>; names: string[] | null; errors: ContentError[] } {
  const value = new Map<string, CaseFile>();
  const parsed = parseJson(file, text);
  if ('error' in parsed) return { value, names: null, errors: [parsed.error] };
  const root = parsed.value;
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    return {
      value,
      names: null,
      errors: [
        {
          file,
          line: 1,
          message: "A module's cases file must be an object with one entry per snippet name.",
          hint: `Write {"sum-range": ${CASE_SHAPE}}.`,
        },
      ],
    };
  }
  const errors: ContentError[] = [];
  for (const [name, entry] of Object.entries(root)) {
    const { value: cases, issues } = toCaseFile(entry, MIN_SNIPPET_CASES);
    if (cases) value.set(name, cases);
    errors.push(
      ...issues.map((message) => ({
        file,
        line: keyLine(text, name),
        where: `snippet "${name}"`,
        message: `Test cases: ${message}.`,
        hint: `Each snippet's entry is ${CASE_SHAPE}.`,
      })),
    );
  }
  return { value, names: Object.keys(root), errors };
}

/**
 * Every solution has its cases file with enough cases; every module's `run` blocks have cases,
 * every cases entry has its snippet; no cases file stands without its MDX file.
 */
export function checkCases(
  modules: readonly RawFile[],
  solutions: readonly SolutionRecord[],
  solutionFiles: readonly RawFile[],
  caseFiles: readonly RawFile[],
  judgeFiles: readonly string[] = [],
): ContentError[] {
  const errors: ContentError[] = [];
  const byFile = new Map(caseFiles.map((f) => [f.file, f.text]));
  const existing = new Set(judgeFiles);
  const named = new Set<string>();
  const judged = (casesFile: string, text: string, judges: (Judge | null)[]) => {
    for (const judge of judges) {
      if (!judge) continue;
      const path = judgePath(casesFile, judge);
      named.add(path);
      if (existing.has(path)) continue;
      errors.push({
        file: casesFile,
        line: keyLine(text, judge.kind),
        message: `The ${judge.kind} ${path} does not exist.`,
        hint: `Write it beside the cases file (docs/authoring.md, "Checkers and interactors"), or correct the name.`,
      });
    }
  };
  const owners = new Set([...modules, ...solutionFiles].map((f) => casesFileOf(f.file)));
  for (const { file } of caseFiles) {
    if (owners.has(file)) continue;
    errors.push({
      file,
      message: `No ${file.replace(/\.cases\.json$/, '.mdx')} beside this cases file.`,
      hint: 'A cases file sits beside its module or solution, with the same name: rename or delete it.',
    });
  }
  for (const solution of solutions) {
    const casesFile = casesFileOf(solution.file);
    const text = byFile.get(casesFile);
    if (text === undefined) {
      errors.push({
        file: solution.file,
        message: 'This solution has no test cases.',
        hint: `Add ${casesFile} with at least ${MIN_SOLUTION_CASES} cases of your own: ${CASE_SHAPE}.`,
      });
    } else {
      const read = readSolutionCases(casesFile, text);
      errors.push(...read.errors);
      judged(casesFile, text, [read.value?.judge ?? null]);
    }
  }
  for (const module of modules) {
    const casesFile = casesFileOf(module.file);
    const text = byFile.get(casesFile);
    const cases = text === undefined ? null : readSnippetCases(casesFile, text);
    errors.push(...checkModuleSnippets(module, casesFile, cases, text ?? ''));
    if (cases && text !== undefined) {
      judged(
        casesFile,
        text,
        [...cases.value.values()].map((entry) => entry.judge),
      );
    }
  }
  for (const file of judgeFiles) {
    if (named.has(file)) continue;
    errors.push({
      file,
      message: 'No cases file names this program as its "checker" or "interactor".',
      hint: 'Name it in the cases file of the solution or module it judges, or delete it.',
    });
  }
  return errors;
}

function checkModuleSnippets(
  module: RawFile,
  casesFile: string,
  cases: ReturnType<typeof readSnippetCases> | null,
  casesText: string,
): ContentError[] {
  const { snippets, problems } = findSnippets(module.text);
  const errors: ContentError[] = problems.map((p) => ({ file: module.file, ...p }));
  if (cases) errors.push(...cases.errors);
  const names = [...new Set(snippets.map((s) => s.name))];
  // A file that does not parse is reported once, not once per snippet.
  if (cases && !cases.names) return errors;
  for (const name of names) {
    if (cases?.names?.includes(name)) continue;
    errors.push(missingCases(module.file, casesFile, snippets.find((s) => s.name === name)!));
  }
  for (const name of cases?.names ?? []) {
    if (names.includes(name)) continue;
    errors.push({
      file: casesFile,
      line: keyLine(casesText, name),
      message: `Cases for the snippet "${name}", but ${module.file} has no \`run=${name}\` block.`,
      hint:
        names.length > 0
          ? `${suggest(name, names, 'Its snippets are')} Or remove the entry.`
          : `Mark the program's blocks \`\`\`cpp run=${name} (and java, py), or remove the entry.`,
    });
  }
  return errors;
}

function missingCases(file: string, casesFile: string, snippet: Snippet): ContentError {
  return {
    file,
    line: snippet.line,
    message: `The runnable snippet "${snippet.name}" has no test cases.`,
    hint: `Add "${snippet.name}": {"cases": [{"name": "…", "input": "…", "output": "…"}]} to ${casesFile}, or remove \`run=${snippet.name}\` from the block.`,
  };
}
