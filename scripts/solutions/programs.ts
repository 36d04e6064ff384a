/**
 * Pure helpers of `npm run check:solutions`: find the one complete program per language in a
 * solution file, read its test cases, and compare outputs.
 */

import {
  findCodeBlocks,
  LANGUAGES,
  LANGUAGE_LABELS,
  type Language,
} from '../../src/content-model/snippets';

export { LANGUAGES, LANGUAGE_LABELS, type Language };
export type { CaseFile, TestCase } from '../../src/content-model/cases';

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
  for (const block of findCodeBlocks(mdx))
    if (block.language) found[block.language].push(block.body);
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
