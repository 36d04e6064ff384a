/**
 * What the corpus's figures count, read back from the written MDX the way the validator reads
 * it (frontmatter and code blanked first), so the test checks the files, not the plan.
 */
import { blankNonProse } from '../../src/content-model/mdx';

export interface PageFigures {
  bytes: number;
  codeBlocks: number;
  inlineMath: number;
  displayMath: number;
  /** Opening tags of JSX components (`<Info`, `<CPPSection`, `<Resource`, …). */
  widgets: number;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})\w/gm;
const DISPLAY = /\$\$[\s\S]+?\$\$/g;
const INLINE = /\$[^\s$](?:[^$\n]*[^\s$])?\$/g;
const WIDGET = /<[A-Z][A-Za-z]*/g;

export function measurePage(text: string): PageFigures {
  const prose = blankNonProse(text);
  const displays = prose.match(DISPLAY) ?? [];
  const inline = prose.replace(DISPLAY, '').match(INLINE) ?? [];
  return {
    bytes: Buffer.byteLength(text),
    codeBlocks: text.match(FENCE_OPEN)?.length ?? 0,
    inlineMath: inline.length,
    displayMath: displays.length,
    widgets: prose.match(WIDGET)?.length ?? 0,
  };
}

/** Median (upper middle), 90th percentile (nearest rank) and maximum. */
export function summarize(values: readonly number[]): { median: number; p90: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1] };
}
