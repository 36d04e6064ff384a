/** @jest-environment node */
import { medianFigures, toRunFigures, type LighthouseResult } from '../lighthouse';
import { median } from '../stats';

function lhr(
  performance: number,
  tbt: number,
  extra: Partial<LighthouseResult> = {},
): LighthouseResult {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: 1200 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0.001 },
    },
    environment: { benchmarkIndex: 1500 },
    ...extra,
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow('empty');
  });
});

describe('toRunFigures', () => {
  it('reads the four scores and three metrics', () => {
    expect(toRunFigures(lhr(0.99, 40))).toEqual({
      performance: 0.99,
      accessibility: 1,
      bestPractices: 0.96,
      seo: 1,
      lcp: 1200,
      tbt: 40,
      cls: 0.001,
      benchmarkIndex: 1500,
    });
  });

  it('refuses a run that failed instead of reporting a zero', () => {
    expect(() =>
      toRunFigures(lhr(0, 0, { runtimeError: { code: 'NO_FCP', message: 'no paint' } })),
    ).toThrow('NO_FCP');
    const noScore = lhr(0.9, 10);
    noScore.categories.performance = { score: null };
    expect(() => toRunFigures(noScore)).toThrow('no performance score');
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own, so one slow run cannot decide', () => {
    const runs = [lhr(0.99, 30), lhr(0.9, 400), lhr(0.98, 60)].map(toRunFigures);
    const figures = medianFigures(runs);
    expect(figures.runs).toBe(3);
    expect(figures.performance).toBe(0.98);
    expect(figures.tbt).toBe(60);
    expect(figures.tbtRuns).toEqual([30, 400, 60]);
  });
});
