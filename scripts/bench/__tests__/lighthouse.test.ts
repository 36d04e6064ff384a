/** @jest-environment node */
import {
  hostDisturbance,
  lighthouseDisturbance,
  medianFigures,
  summarizeRuns,
  toRunFigures,
  wantsAnotherRun,
  type LighthouseResult,
  type LighthouseRun,
} from '../lighthouse';
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
    environment: { benchmarkIndex: 2000 },
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
      benchmarkIndex: 2000,
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

describe('replacing runs taken under steal', () => {
  const run = (tbt: number, steal: number | undefined, benchmarkIndex = 2000): LighthouseRun => ({
    figures: toRunFigures(lhr(tbt > 100 ? 0.9 : 1, tbt, { environment: { benchmarkIndex } })),
    steal,
  });

  it('takes the wanted runs, then more only while too few were quiet', () => {
    expect(wantsAnotherRun([], 3, 6)).toBe(true);
    expect(wantsAnotherRun([run(20, 0), run(20, 1)], 3, 0)).toBe(true);
    expect(wantsAnotherRun([run(20, 0), run(20, 1), run(20, 2)], 3, 6)).toBe(false);
    expect(wantsAnotherRun([run(20, 0), run(300, 20), run(20, 2)], 3, 6)).toBe(true);
  });

  it('stops when the extra runs left cannot make up the quiet runs missing', () => {
    const twoNoisy = [run(20, 0), run(300, 20), run(300, 30)];
    expect(wantsAnotherRun(twoNoisy, 3, 2)).toBe(true);
    expect(wantsAnotherRun(twoNoisy, 3, 1)).toBe(false);
    // The page's own allowance: three extra runs, however many the bench has left.
    const noisyToTheEnd = [...twoNoisy, run(20, 0), run(300, 9), run(300, 12)];
    expect(wantsAnotherRun(noisyToTheEnd, 3, 6)).toBe(false);
  });

  it('keeps disturbed runs out of the medians when enough quiet runs replaced them', () => {
    const figures = summarizeRuns([run(20, 0.5), run(300, 14.2), run(30, 1), run(40, 0)], 3);
    expect(figures.tbt).toBe(30);
    expect(figures.tbtRuns).toEqual([20, 30, 40]);
    expect(figures.steal).toBe(1);
    expect(figures.discarded).toEqual([
      {
        performance: 0.9,
        tbt: 300,
        benchmarkIndex: 2000,
        steal: 14.2,
        reason: 'the host stole 14.2 % of the CPU',
      },
    ]);
  });

  it('replaces a run whose CPU index is under the range the default throttling assumes', () => {
    const slowHost = [run(20, 0), run(180, 0.2, 1310), run(30, 0)];
    expect(wantsAnotherRun(slowHost, 3, 6)).toBe(true);
    const figures = summarizeRuns([...slowHost, run(40, 0, 1500)], 3);
    expect(figures.tbtRuns).toEqual([20, 30, 40]);
    expect(figures.lowestBenchmarkIndex).toBe(1500);
    expect(figures.discarded.map((d) => d.reason)).toEqual([
      "Lighthouse's CPU index was 1310, under the 1500 its default throttling is calibrated for",
    ]);
    expect(lighthouseDisturbance(figures)).toBeUndefined();
  });

  it('takes every run and carries their highest steal when too few were quiet', () => {
    const figures = summarizeRuns([run(20, 0), run(300, 14.2), run(250, 31)], 3);
    expect(figures.tbt).toBe(250);
    expect(figures.runs).toBe(3);
    expect(figures.steal).toBe(31);
    expect(figures.discarded).toEqual([]);
    expect(lighthouseDisturbance(figures)).toBe('the host stole 31.0 % of the CPU');
  });

  describe('with the page budgets (a run counts if it met them, slowed or not)', () => {
    const meetsBudgets = (figures: { tbt: number; performance: number }) =>
      figures.tbt <= 100 && figures.performance >= 0.98;

    it('keeps a slowed run that met the budgets, and takes no extra run for it', () => {
      const runs = [run(20, 0), run(23, 0.2, 1402), run(30, 9.5)];
      expect(wantsAnotherRun(runs, 3, 6, meetsBudgets)).toBe(false);
      const figures = summarizeRuns(runs, 3, meetsBudgets);
      expect(figures.tbtRuns).toEqual([20, 23, 30]);
      expect(figures.discarded).toEqual([]);
      expect(figures.kept.map((k) => [k.tbt, k.reason])).toEqual([
        [
          23,
          "Lighthouse's CPU index was 1402, under the 1500 its default throttling is calibrated for",
        ],
        [30, 'the host stole 9.5 % of the CPU'],
      ]);
      expect(figures.steal).toBe(9.5);
      expect(lighthouseDisturbance(figures)).toBeUndefined();
    });

    it('still replaces a slowed run that missed them', () => {
      const runs = [run(20, 0), run(180, 0.2, 1310), run(30, 0)];
      expect(wantsAnotherRun(runs, 3, 6, meetsBudgets)).toBe(true);
      const figures = summarizeRuns([...runs, run(23, 7)], 3, meetsBudgets);
      expect(figures.tbtRuns).toEqual([20, 30, 23]);
      expect(figures.discarded.map((d) => d.tbt)).toEqual([180]);
      expect(figures.kept.map((k) => k.tbt)).toEqual([23]);
    });

    it('decides a miss among kept runs: the runs that missed ran at full speed', () => {
      const figures = summarizeRuns([run(150, 0), run(23, 12), run(160, 0.5)], 3, meetsBudgets);
      expect(figures.tbt).toBe(150);
      expect(figures.kept).toHaveLength(1);
      expect(lighthouseDisturbance(figures)).toBeUndefined();
    });

    it('leaves a miss undecided when too few runs count', () => {
      const figures = summarizeRuns([run(20, 0), run(300, 14.2), run(250, 31)], 3, meetsBudgets);
      expect(figures.tbt).toBe(250);
      expect(figures.kept).toEqual([]);
      expect(lighthouseDisturbance(figures)).toBe('the host stole 31.0 % of the CPU');
    });
  });

  it('leaves steal out where the system does not report it', () => {
    const figures = summarizeRuns([run(20, undefined)], 1);
    expect(figures).not.toHaveProperty('steal');
    expect(figures.runs).toBe(1);
  });
});

describe('hostDisturbance', () => {
  it('names each way the host was slowed, and nothing at full speed', () => {
    expect(hostDisturbance(0.4, 1900)).toBeUndefined();
    expect(hostDisturbance(undefined, 1500)).toBeUndefined();
    expect(hostDisturbance(12, 1200)).toBe(
      "the host stole 12.0 % of the CPU and Lighthouse's CPU index was 1200, under the 1500 its default throttling is calibrated for",
    );
  });
});
