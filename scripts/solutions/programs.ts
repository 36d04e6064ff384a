/**
 * Pure helpers of `npm run check:solutions`: find the one complete program per language in a
 * solution file, read its test cases, and compare outputs.
 */

export type Language = 'cpp' | 'java' | 'py';
export const LANGUAGES: readonly Language[] = ['cpp', 'java', 'py'];
export const LANGUAGE_LABELS: Record<Language, string> = { cpp: 'C++', java: 'Java', py: 'Python' };

const FENCE_ALIASES: Record<string, Language> = {
  cpp: 'cpp',
  'c++': 'cpp',
  java: 'java',
  py: 'py',
  python: 'py',
  python3: 'py',
};

export interface ExtractedPrograms {
  programs: Partial<Record<Language, string>>;
  errors: string[];
}

/**
 * A solution file holds exactly one fenced block per language: the complete program the check
 * compiles. Several blocks of one language are ambiguous, so they are an error, not a guess.
 */
export function extractPrograms(mdx: string): ExtractedPrograms {
  const found: Record<Language, string[]> = { cpp: [], java: [], py: [] };
  const lines = mdx.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})\s*([\w+]+)?/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const language = FENCE_ALIASES[(open[2] ?? '').toLowerCase()];
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j].trim().startsWith(fence)) body.push(lines[j++]);
    if (language) found[language].push(body.join('\n') + '\n');
    i = j;
  }
  const programs: Partial<Record<Language, string>> = {};
  const errors: string[] = [];
  for (const language of LANGUAGES) {
    const blocks = found[language];
    if (blocks.length === 1) programs[language] = blocks[0];
    else if (blocks.length === 0)
      errors.push(`no ${LANGUAGE_LABELS[language]} program: add one \`\`\`${language} block`);
    else
      errors.push(
        `${blocks.length} ${LANGUAGE_LABELS[language]} blocks: a solution file holds exactly one complete program per language`,
      );
  }
  return { programs, errors };
}

export interface TestCase {
  name: string;
  input: string;
  output: string;
}

export interface CaseFile {
  /** File names the program reads and writes instead of stdin/stdout (older USACO problems). */
  files: { input: string; output: string } | null;
  cases: TestCase[];
}

export const MIN_CASES = 2;

export function parseCaseFile(text: string): { value: CaseFile | null; errors: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { value: null, errors: [`not valid JSON: ${(error as Error).message}`] };
  }
  const errors: string[] = [];
  const data = (raw ?? {}) as Record<string, unknown>;
  let files: CaseFile['files'] = null;
  if (data.files !== undefined) {
    const f = data.files as Record<string, unknown>;
    if (typeof f?.input === 'string' && typeof f?.output === 'string') {
      files = { input: f.input, output: f.output };
    } else {
      errors.push('"files" must be {"input": "<name>.in", "output": "<name>.out"}');
    }
  }
  const cases: TestCase[] = [];
  if (!Array.isArray(data.cases)) {
    errors.push('"cases" must be a list of {"name", "input", "output"}');
  } else {
    data.cases.forEach((entry: unknown, index) => {
      const c = (entry ?? {}) as Record<string, unknown>;
      if (
        typeof c.name !== 'string' ||
        typeof c.input !== 'string' ||
        typeof c.output !== 'string'
      ) {
        errors.push(`case #${index + 1} needs string "name", "input" and "output"`);
      } else {
        cases.push({ name: c.name, input: c.input, output: c.output });
      }
    });
    if (data.cases.length < MIN_CASES) {
      errors.push(`only ${data.cases.length} case(s): write at least ${MIN_CASES} of your own`);
    }
  }
  return { value: errors.length === 0 ? { files, cases } : null, errors };
}

/** Outputs match when their whitespace-separated tokens match (line breaks and spacing aside). */
export function outputsMatch(expected: string, actual: string): boolean {
  const tokens = (s: string) => s.split(/\s+/).filter(Boolean);
  const a = tokens(expected);
  const b = tokens(actual);
  return a.length === b.length && a.every((token, i) => token === b[i]);
}

/** A short line-by-line diff for the report: the first differing lines, marked - and +. */
export function describeDifference(expected: string, actual: string, maxLines = 6): string {
  const e = expected.trimEnd().split('\n');
  const a = actual.trimEnd().split('\n');
  const out: string[] = [];
  for (let i = 0; i < Math.max(e.length, a.length) && out.length < maxLines * 2; i++) {
    if ((e[i] ?? '').trim() === (a[i] ?? '').trim()) continue;
    out.push(`    line ${i + 1}:`);
    out.push(`      - expected: ${e[i] === undefined ? '(nothing)' : JSON.stringify(e[i])}`);
    out.push(`      + actual:   ${a[i] === undefined ? '(nothing)' : JSON.stringify(a[i])}`);
  }
  return out.join('\n');
}
