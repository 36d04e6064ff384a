/**
 * @jest-environment node
 *
 * The synthetic corpus for the benchmark: the shape of a full guide, measured from the written
 * files, and a tree the real validator accepts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCorpus } from '../../src/content-model/load';
import type { CorpusResult } from '../../src/content-model/corpus';
import { measurePage, summarize, type PageFigures } from '../corpus/measure';
import { MODULE_TARGETS, SOLUTION_TARGETS } from '../corpus/plan';
import { generateCorpus, toShape } from '../generateCorpus';

/** Figures of every MDX file under `root/<folder>/<section>/`. */
function measureFolder(root: string, folder: string): PageFigures[] {
  return readdirSync(join(root, folder)).flatMap((section) =>
    section.includes('.')
      ? []
      : readdirSync(join(root, folder, section))
          .filter((file) => file.endsWith('.mdx'))
          .map((file) => measurePage(readFileSync(join(root, folder, section, file), 'utf8'))),
  );
}

/** Within 15 % of the real guide's figure (the generator aims at it exactly). */
function expectNear(actual: number, target: number): void {
  expect(actual).toBeGreaterThanOrEqual(target * 0.85);
  expect(actual).toBeLessThanOrEqual(target * 1.15);
}

describe('synthetic corpus, full size', () => {
  let dir: string;
  let written: ReturnType<typeof generateCorpus>;
  let result: CorpusResult;
  let modules: PageFigures[];
  let solutions: PageFigures[];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cp-corpus-'));
    written = generateCorpus(dir);
    // With the catalog, as the build and `npm run validate` judge it.
    result = loadCorpus(dir, { siteRoot: join(__dirname, '..', '..') });
    modules = measureFolder(dir, 'content');
    solutions = measureFolder(dir, 'solutions');
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('validates clean', () => {
    expect(result.errors).toEqual([]);
  });

  it('has 147 modules, 1,455 distinct problems (some in two modules) and 715 solutions', () => {
    expect(written).toMatchObject({ modules: 147, problems: 1455, solutions: 715 });
    const { corpus } = result;
    expect(corpus.modules).toHaveLength(147);
    expect(corpus.solutions).toHaveLength(715);
    const listed = corpus.modules.flatMap((m) => m.lists.flatMap((l) => l.problems));
    expect(listed).toHaveLength(written.listings);
    expect(new Set(listed.map((p) => p.uniqueID)).size).toBe(1455);
    expect(written.listings).toBeGreaterThan(1455);
    expect(corpus.solutions.every((s) => s.linkedFrom.length > 0)).toBe(true);
    for (const m of corpus.modules) expect(m.lists.length).toBeGreaterThanOrEqual(1);
  });

  it.each(['bytes', 'codeBlocks', 'inlineMath', 'widgets'] as const)(
    'module %s: median and p90 match the real guide',
    (measure) => {
      const { median, p90, max } = summarize(modules.map((m) => m[measure]));
      expectNear(median, MODULE_TARGETS[measure].median);
      expectNear(p90, MODULE_TARGETS[measure].p90);
      if (measure === 'bytes') expect(max).toBeLessThanOrEqual(35 * 1024);
    },
  );

  it.each([
    ['bytes', (f: PageFigures) => f.bytes],
    ['codeBlocks', (f: PageFigures) => f.codeBlocks],
    ['math', (f: PageFigures) => f.inlineMath + f.displayMath],
    ['widgets', (f: PageFigures) => f.widgets],
  ] as const)('solution %s: median matches the real guide', (measure, read) => {
    expectNear(summarize(solutions.map(read)).median, SOLUTION_TARGETS[measure].median);
  });
});

describe('synthetic corpus, scaled down', () => {
  it('scales problems and solutions with the module count, validates, and is deterministic', () => {
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'cp-corpus-small-')));
    try {
      const shape = toShape(['12']);
      expect(shape).toEqual({ modules: 12, problems: 119, solutions: 58 });
      const [a, b] = dirs.map((dir) => generateCorpus(dir, shape));
      expect(a).toEqual(b);
      expect(loadCorpus(dirs[0]).errors).toEqual([]);
      const read = (dir: string) => readFileSync(join(dir, 'content', 'ordering.ts'), 'utf8');
      expect(read(dirs[0])).toBe(read(dirs[1]));
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it.each([
    [[], { modules: 147, problems: 1455, solutions: 715 }],
    [['20', '300', '100'], { modules: 20, problems: 300, solutions: 100 }],
    [['x'], undefined],
    [['10', '20'], undefined], // fewer than 3 problems per module
    [['10', '50', '60'], undefined], // more solutions than problems
  ])('reads the command line %j', (args, shape) => {
    expect(toShape(args)).toEqual(shape);
  });
});
