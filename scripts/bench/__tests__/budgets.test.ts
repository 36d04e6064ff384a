/** @jest-environment node */
import {
  BUDGETS,
  checkBudgets,
  checkVerdict,
  describeMisses,
  describeUnsettled,
  meets,
  runMeetsCpuBudgets,
  type BudgetResult,
} from '../budgets';
import { measurementError, notMeasured, type BenchReport } from '../types';
import { goodBytes, goodLighthouse, page, report, shifted, still, unbuilt } from './fixtures';

function outcomes(results: readonly BudgetResult[]): string[] {
  return results.map(
    (r) =>
      `${r.budget.id}${r.page ? `@${r.page}` : ''}${r.target ? `@${r.target}` : ''}=${r.outcome}`,
  );
}

describe('meets', () => {
  it.each([
    ['atMost', 100, 100, true],
    ['atMost', 100.1, 100, false],
    ['atLeast', 0.98, 0.98, true],
    ['atLeast', 0.97, 0.98, false],
  ] as const)('%s: %d against %d → %s', (comparison, value, limit, expected) => {
    expect(meets(comparison, value, limit)).toBe(expected);
  });
});

describe('the budget table', () => {
  it('holds the limits the site is held to, on the bundled site and on the full-size corpus', () => {
    const limits = Object.fromEntries(BUDGETS.map((b) => [b.id, [b.comparison, b.limit]]));
    expect(limits).toEqual({
      'first-load-js': ['atMost', 100_000],
      css: ['atMost', 20_000],
      'first-load-js-growth': ['atMost', 2_000],
      'home-html': ['atMost', 20_000],
      'search-before-open': ['atMost', 0],
      'performance-reading': ['atLeast', 0.98],
      'performance-app': ['atLeast', 0.95],
      accessibility: ['atLeast', 1],
      'best-practices': ['atLeast', 0.95],
      seo: ['atLeast', 0.95],
      cls: ['atMost', 0.02],
      tbt: ['atMost', 100],
      'cls-sweep': ['atMost', 0.02],
      'search-interaction': ['atMost', 50],
      'status-interaction': ['atMost', 50],
      'cold-build': ['atMost', 180],
      'warm-build': ['atMost', 30],
      'develop-edit': ['atMost', 5000],
      'corpus-validation': ['atMost', 10],
      'corpus-cold-build': ['atMost', 120],
      'corpus-build-memory': ['atMost', 3_000_000_000],
      'corpus-warm-build': ['atMost', 20],
      'module-data': ['atMost', 60_000],
      'article-direct-load': ['atMost', 0],
      'search-first-query': ['atMost', 400_000],
    });
  });
});

describe('checkBudgets', () => {
  it('passes a report within every budget', () => {
    const results = checkBudgets(report());
    expect(results.filter((r) => r.outcome !== 'pass').map((r) => r.budget.id)).toEqual([
      'search-interaction',
      'status-interaction',
      'corpus-cold-build',
      'corpus-build-memory',
      'corpus-warm-build',
      'module-data',
      'article-direct-load',
      'search-first-query',
    ]);
    expect(results.filter((r) => r.outcome !== 'pass').map((r) => r.outcome)).toEqual(
      Array(8).fill('n/a'),
    );
    expect(describeMisses(results)).toEqual([]);
  });

  it('holds home to 0.98 and /problems to 0.95 for performance', () => {
    const results = checkBudgets(
      report({
        pages: [
          page('home', { lighthouse: goodLighthouse({ performance: 0.97 }) }),
          page('problems', { lighthouse: goodLighthouse({ performance: 0.97 }) }),
        ],
      }),
    );
    const performance = outcomes(results).filter((o) => o.startsWith('performance'));
    expect(performance).toEqual(['performance-reading@home=miss', 'performance-app@problems=pass']);
  });

  it('names each miss with the page, the figure and the limit', () => {
    const results = checkBudgets(
      report({
        pages: [
          page('home', {
            bytes: goodBytes({ js: { raw: 400_000, gzip: 100_001 } }),
            lighthouse: goodLighthouse({ tbt: 230, cls: 0.05, accessibility: 0.98 }),
          }),
        ],
        build: { cold: { seconds: 200 }, warm: { seconds: 31, editedFile: 'x.mdx' } },
        corpus: {
          generate: { seconds: 1 },
          validate: { seconds: 10.2 },
          build: { cold: notMeasured('n/a'), warm: notMeasured('n/a') },
          pages: [],
          delivery: notMeasured('n/a'),
        },
        interactions: { rows: 3000, search: 51, status: 12, corpus: 'synthetic' },
      }),
    );
    expect(describeMisses(results)).toEqual([
      'First-load JS (gzip) on home: 100.0 KB, budget ≤ 100.0 KB',
      'Lighthouse accessibility on home: 0.98, budget ≥ 1.00',
      'CLS on home: 0.050, budget ≤ 0.020',
      'TBT on home: 230 ms, budget ≤ 100 ms',
      '/problems search keystroke → rows updated: 51 ms, budget ≤ 50 ms',
      'Cold build (bundled content): 200.0 s, budget ≤ 180.0 s',
      'Warm build after one module edit: 31.0 s, budget ≤ 30.0 s',
      'Validation of the synthetic corpus: 10.2 s, budget ≤ 10.0 s',
    ]);
  });

  it('treats pages not built yet as n/a, never as a pass or a miss', () => {
    const results = checkBudgets(report({ pages: [page('home'), unbuilt('dashboard')] }));
    const dashboard = results.filter((r) => r.page === 'dashboard');
    expect(dashboard.length).toBeGreaterThan(0);
    expect(new Set(dashboard.map((r) => r.outcome))).toEqual(new Set(['n/a']));
    expect(dashboard[0].reason).toBe('not built yet');
    expect(describeMisses(results)).toEqual([]);
  });

  it('fails a measurement that errored, so a broken bench cannot pass', () => {
    const results = checkBudgets(
      report({
        pages: [page('home', { lighthouse: measurementError(new Error('Chrome crashed\nstack')) })],
      }),
    );
    expect(describeMisses(results)).toContain(
      'TBT on home: not measured (Chrome crashed), budget ≤ 100 ms',
    );
  });

  it('checks only the pages the run measured', () => {
    const results = checkBudgets(report({ pages: [page('license')] }));
    expect(new Set(results.filter((r) => r.page).map((r) => r.page))).toEqual(new Set(['license']));
  });
});

describe('the layout-shift sweep budget', () => {
  const sweep = report({
    layoutShift: {
      pages: [
        { path: '/', cls: { mobile: still(), desktop: shifted([0.004, ['h2#faq']]) } },
        {
          path: '/solutions/cses-1660',
          cls: {
            mobile: shifted([0.12, ['p', 'p']], [0.028, ['h2#why-it-is-correct', 'p']]),
            desktop: measurementError(new Error('page.goto: Timeout 30000ms exceeded.\nCall log')),
          },
        },
        {
          path: '/general/choosing-a-language',
          cls: { mobile: shifted([0.065, ['aside.my-6']]), desktop: still() },
        },
      ],
    },
  });

  it('holds every page at every viewport to 0.02, one result each', () => {
    expect(outcomes(checkBudgets(sweep)).filter((o) => o.startsWith('cls-sweep'))).toEqual([
      'cls-sweep@/ at 412×823=pass',
      'cls-sweep@/ at 1280×800=pass',
      'cls-sweep@/solutions/cses-1660 at 412×823=miss',
      'cls-sweep@/solutions/cses-1660 at 1280×800=miss',
      'cls-sweep@/general/choosing-a-language at 412×823=miss',
      'cls-sweep@/general/choosing-a-language at 1280×800=pass',
    ]);
  });

  it('names each page and viewport that missed, what moved, and a page that failed to load', () => {
    expect(describeMisses(checkBudgets(sweep))).toEqual([
      'CLS, every built page on /solutions/cses-1660 at 412×823: 0.148 (moved: p ×3, h2#why-it-is-correct), budget ≤ 0.020',
      'CLS, every built page on /solutions/cses-1660 at 1280×800: not measured (page.goto: Timeout 30000ms exceeded.), budget ≤ 0.020',
      'CLS, every built page on /general/choosing-a-language at 412×823: 0.065 (moved: aside.my-6), budget ≤ 0.020',
    ]);
    expect(checkVerdict(checkBudgets(sweep)).code).toBe(1);
  });

  it('is n/a when the sweep was skipped, and a miss when it could not run at all', () => {
    const skipped = checkBudgets(report({ layoutShift: notMeasured('skipped (--no-sweep)') }));
    expect(skipped.find((r) => r.budget.id === 'cls-sweep')).toMatchObject({
      outcome: 'n/a',
      reason: 'skipped (--no-sweep)',
    });
    const broken = checkBudgets(
      report({ layoutShift: measurementError(new Error('no Chromium')) }),
    );
    expect(describeMisses(broken)).toEqual([
      'CLS, every built page: not measured (no Chromium), budget ≤ 0.020',
    ]);
  });
});

describe('budgets missed under host steal', () => {
  const underSteal = (steal: number) =>
    checkBudgets(
      report({
        pages: [
          page('module', {
            bytes: goodBytes({ css: { raw: 90_000, gzip: 21_000 } }),
            lighthouse: goodLighthouse({ tbt: 141, performance: 0.96, steal }),
          }),
        ],
        build: { cold: { seconds: 60 }, warm: { seconds: 35.5, editedFile: 'a.mdx', steal } },
      }),
    );

  it('leaves a CPU-bound miss undecided when the host stole more than the limit', () => {
    const results = underSteal(14.2);
    expect(outcomes(results).filter((o) => o.endsWith('=unsettled'))).toEqual([
      'performance-reading@module=unsettled',
      'tbt@module=unsettled',
      'warm-build=unsettled',
    ]);
    expect(describeUnsettled(results)).toContain(
      'TBT on module: 141 ms, budget ≤ 100 ms; measured while the host stole 14.2 % of the CPU',
    );
  });

  it("leaves a Lighthouse miss undecided when a run's CPU index was under the calibrated range", () => {
    const results = checkBudgets(
      report({
        pages: [
          page('module', {
            lighthouse: goodLighthouse({ tbt: 141, lowestBenchmarkIndex: 1310, steal: 0.2 }),
          }),
        ],
      }),
    );
    expect(describeMisses(results)).toEqual([]);
    expect(describeUnsettled(results)).toEqual([
      "TBT on module: 141 ms, budget ≤ 100 ms; measured while Lighthouse's CPU index was 1310, under the 1500 its default throttling is calibrated for",
    ]);
  });

  it('still names a miss that steal cannot explain: bytes, or CPU time under little steal', () => {
    expect(describeMisses(underSteal(14.2))).toEqual([
      'CSS (gzip) on module: 21.0 KB, budget ≤ 20.0 KB',
    ]);
    expect(describeMisses(underSteal(4))).toEqual([
      'CSS (gzip) on module: 21.0 KB, budget ≤ 20.0 KB',
      'Lighthouse performance on module: 0.96, budget ≥ 0.98',
      'TBT on module: 141 ms, budget ≤ 100 ms',
      'Warm build after one module edit: 35.5 s, budget ≤ 30.0 s',
    ]);
  });

  it('counts a budget met under steal as met', () => {
    const results = checkBudgets(
      report({ pages: [page('home', { lighthouse: goodLighthouse({ tbt: 60, steal: 30 }) })] }),
    );
    expect(results.find((r) => r.budget.id === 'tbt')).toMatchObject({
      outcome: 'pass',
      disturbance: 'the host stole 30.0 % of the CPU',
    });
  });

  it('decides a miss when the medians rest on enough runs that count, slowed ones among them', () => {
    // summarizeRuns leaves `disturbance` out when enough runs ran at full speed or were kept.
    const lighthouse = goodLighthouse({ tbt: 141, steal: 9, disturbance: undefined });
    const results = checkBudgets(report({ pages: [page('module', { lighthouse })] }));
    expect(results.find((r) => r.budget.id === 'tbt')).toMatchObject({ outcome: 'miss' });
  });

  it('marks only time-based budgets as CPU-bound', () => {
    expect(BUDGETS.filter((b) => b.cpuBound).map((b) => b.id)).toEqual([
      'performance-reading',
      'performance-app',
      'tbt',
      'search-interaction',
      'status-interaction',
      'cold-build',
      'warm-build',
      'develop-edit',
      'corpus-validation',
      'corpus-cold-build',
      'corpus-warm-build',
    ]);
  });
});

describe('the development server budget', () => {
  it("holds the slowest kind of edit by its median, so one slow save among three doesn't decide", () => {
    const develop = (solution: number[]) =>
      report({
        develop: {
          startSeconds: 140,
          edits: { module: [1900, 1700, 1800], problems: [2100, 2000, 9000], solution },
        },
      });
    expect(outcomes(checkBudgets(develop([1500, 1600, 1400])))).toContain('develop-edit=pass');
    expect(describeMisses(checkBudgets(develop([5200, 6100, 4800])))).toEqual([
      'Development server: save → open page updated (slowest kind of edit, median): 5200 ms, budget ≤ 5000 ms',
    ]);
  });

  it('is not decided when the bench skipped the development server, and fails when it broke', () => {
    const skipped = checkBudgets(report({ develop: notMeasured('skipped (--no-develop)') }));
    expect(skipped.find((r) => r.budget.id === 'develop-edit')?.outcome).toBe('n/a');
    const broken = checkBudgets(
      report({ develop: measurementError(new Error('gatsby develop exited')) }),
    );
    expect(broken.find((r) => r.budget.id === 'develop-edit')?.outcome).toBe('miss');
  });
});

describe('the full-size corpus', () => {
  const corpusReport = (overrides: Partial<BenchReport['corpus']> = {}) => {
    const base = report({ pages: [page('home'), page('module'), page('problems')] });
    return report({
      ...base,
      corpus: {
        ...base.corpus,
        build: {
          cold: { seconds: 95, runs: [99, 95, 93], peakMemoryBytes: 1.4e9 },
          warm: { seconds: 12, editedFile: 'content/general/x.mdx' },
        },
        pages: [page('home'), page('module'), page('problems')],
        delivery: {
          modulePath: '/gold/x',
          moduleData: { raw: 90_000, gzip: 21_000 },
          articleOnDirectLoad: 0,
          searchFirstQueries: [
            { query: 'dijkstra', bytes: { raw: 900_000, gzip: 180_000 } },
            { query: 'con', bytes: { raw: 1_500_000, gzip: 310_000 } },
          ],
        },
        ...overrides,
      },
    });
  };

  it('passes a full-size site within every budget, and holds its pages as the bundled ones', () => {
    const results = checkBudgets(corpusReport());
    expect(describeMisses(results)).toEqual([]);
    const corpusPages = results.filter((r) => r.site === 'corpus');
    expect(new Set(corpusPages.map((r) => r.budget.id))).toEqual(
      new Set(BUDGETS.filter((b) => b.scope === 'page').map((b) => b.id)),
    );
    expect(results.filter((r) => r.budget.id === 'first-load-js-growth' && !r.site)).toEqual([]);
  });

  it('names each miss: slow builds, memory, heavy data, a refetched article, a large first query', () => {
    const r = corpusReport({
      build: {
        cold: { seconds: 121, runs: [130, 121, 118], peakMemoryBytes: 3.2e9 },
        warm: { seconds: 25, editedFile: 'content/general/x.mdx' },
      },
      delivery: {
        modulePath: '/gold/x',
        moduleData: { raw: 300_000, gzip: 61_000 },
        articleOnDirectLoad: 20_000,
        searchFirstQueries: [{ query: 'con', bytes: { raw: 3_000_000, gzip: 760_000 } }],
      },
    });
    expect(describeMisses(checkBudgets(r))).toEqual([
      'Cold build of the synthetic corpus (median): 121.0 s, budget ≤ 120.0 s',
      'Peak memory of the corpus build (process tree): 3.20 GB, budget ≤ 3.00 GB',
      'Warm build of the synthetic corpus after one module edit: 25.0 s, budget ≤ 20.0 s',
      "A corpus module's data for a link (page data + article, gzip): 61.0 KB, budget ≤ 60.0 KB",
      'Article file fetched when a corpus module is opened directly: 20.0 KB, budget ≤ 0.0 KB',
      'Search: first query of a visit on the corpus (everything fetched, gzip): 760.0 KB, budget ≤ 400.0 KB',
    ]);
  });

  it('holds a corpus page within 2 KB of first-load JS of the same bundled page', () => {
    const heavy = page('module', { bytes: goodBytes({ js: { raw: 230_000, gzip: 77_001 } }) });
    const results = checkBudgets(corpusReport({ pages: [page('home'), heavy, page('problems')] }));
    expect(describeMisses(results)).toEqual([
      'First-load JS growth over the bundled site (gzip) on module (corpus): 2.0 KB, budget ≤ 2.0 KB',
    ]);
  });

  it('fails a page that fetches the search index before search opens, and a heavy home page', () => {
    const home = page('home', {
      bytes: goodBytes({
        html: { raw: 90_000, gzip: 20_001 },
        search: { raw: 9_000, gzip: 3_000 },
      }),
    });
    const results = checkBudgets(corpusReport({ pages: [home, page('module'), page('problems')] }));
    expect(describeMisses(results)).toEqual([
      'HTML of the home page (gzip) on home (corpus): 20.0 KB, budget ≤ 20.0 KB',
      'Search index fetched before search opens (gzip) on home (corpus): 3.0 KB, budget ≤ 0.0 KB',
    ]);
  });
});

describe('checkVerdict', () => {
  const slowModule = (steal: number) =>
    checkBudgets(
      report({
        pages: [page('module', { lighthouse: goodLighthouse({ tbt: 141, steal }) })],
      }),
    );

  it('exits 0 when every measured budget is met', () => {
    expect(checkVerdict(checkBudgets(report()))).toEqual({
      code: 0,
      lines: ['All measured budgets met.'],
    });
  });

  it('exits 1 naming the miss when the host was quiet', () => {
    const { code, lines } = checkVerdict(slowModule(0.5));
    expect(code).toBe(1);
    expect(lines).toContain('  - TBT on module: 141 ms, budget ≤ 100 ms');
  });

  it('exits 3 saying the machine was not quiet enough when only steal-bound misses remain', () => {
    const { code, lines } = checkVerdict(slowModule(20));
    expect(code).toBe(3);
    expect(lines.join('\n')).toMatch(
      /not at full speed: 1 budget\(s\) missed while the host was slowed/,
    );
    expect(lines.join('\n')).not.toMatch(/missed:/);
  });

  it('exits 1 when a real miss comes with undecided ones, listing both', () => {
    const results = checkBudgets(
      report({
        pages: [
          page('module', {
            bytes: goodBytes({ js: { raw: 500_000, gzip: 120_000 } }),
            lighthouse: goodLighthouse({ tbt: 141, steal: 20 }),
          }),
        ],
      }),
    );
    const { code, lines } = checkVerdict(results);
    expect(code).toBe(1);
    expect(lines).toContain('1 budget(s) missed:');
    expect(lines.join('\n')).toContain('not at full speed: 1 budget(s)');
  });
});

describe('runMeetsCpuBudgets', () => {
  const run = { performance: 1, accessibility: 1, bestPractices: 1, seo: 1, tbt: 40, cls: 0 };

  it("holds one run to its page's performance and TBT budgets", () => {
    expect(runMeetsCpuBudgets('home', run)).toBe(true);
    expect(runMeetsCpuBudgets('home', { ...run, tbt: 101 })).toBe(false);
    expect(runMeetsCpuBudgets('home', { ...run, performance: 0.97 })).toBe(false);
    // /problems and /dashboard have the 0.95 performance bar.
    expect(runMeetsCpuBudgets('problems', { ...run, performance: 0.97 })).toBe(true);
    expect(runMeetsCpuBudgets('problems', { ...run, performance: 0.94 })).toBe(false);
  });

  it('ignores the budgets a slowed host cannot affect: those are judged on the medians', () => {
    expect(runMeetsCpuBudgets('module', { ...run, accessibility: 0.9, cls: 0.5, seo: 0.5 })).toBe(
      true,
    );
  });
});
