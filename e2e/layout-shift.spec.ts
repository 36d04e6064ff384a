import { expect, test } from '@playwright/test';
import { recordLayoutShifts, SWEEP_CONDITIONS } from '../scripts/bench/clsSweep';
import {
  describeMovers,
  toCls,
  viewportLabel,
  type ViewportId,
} from '../scripts/bench/layoutShift';

// Nothing on a page moves once it is painted (CLS at most 0.02), measured as the bench's sweep
// measures every page (scripts/bench/clsSweep.ts says how the page is slowed down and why), on
// the pages that used to shift: a math page whose KaTeX fonts swapped in after the first paint,
// and a module whose first paragraphs grew from their content-visibility placeholders.

const BUDGET = 0.02;

const CASES: [path: string, viewport: ViewportId][] = [
  ['/solutions/cses-1660', 'mobile'],
  ['/solutions/cses-1660', 'desktop'],
  ['/general/choosing-a-language', 'mobile'],
  ['/general/choosing-a-language', 'desktop'],
];

for (const [path, viewport] of CASES) {
  test(`${path} does not shift at ${viewportLabel(viewport)}`, async ({ browser, baseURL }) => {
    const entries = await recordLayoutShifts(
      browser,
      `${baseURL}${path}`,
      SWEEP_CONDITIONS[viewport],
    );
    const figure = toCls(entries);
    expect(figure.cls, `moved: ${describeMovers(figure)}`).toBeLessThanOrEqual(BUDGET);
  });
}
