/**
 * The shape of a full-size guide, measured on real content, and the plan that reproduces it:
 * modules per section and chapter, each page's size and counts, the problem lists, which
 * problems two modules share and which problems have an internal solution.
 */
import type { Division } from '../../src/content-model/level';
import { SECTION_IDS, type SectionId } from '../../src/content-model/sections';
import type { ModulePlan } from './module';
import { ProblemFactory, type CorpusProblem } from './problems';
import { Prose, toSlug } from './prose';
import { correlatedScores, stratifiedLogNormal, type Random, type Target } from './random';
import { spread } from './document';

export interface CorpusShape {
  modules: number;
  /** Distinct problems (a problem two modules list counts once). */
  problems: number;
  /** Internal solutions (solutions/<section>/<id>.mdx). */
  solutions: number;
}

export const DEFAULT_SHAPE: CorpusShape = { modules: 147, problems: 1455, solutions: 715 };

/** Every module needs a few problems, and every solution a problem that links it. */
export function isPossibleShape({ modules, problems, solutions }: CorpusShape): boolean {
  const whole = [modules, problems, solutions].every((n) => Number.isInteger(n) && n >= 0);
  return whole && modules > 0 && problems >= 3 * modules && solutions <= problems;
}

/** Per-module figures of the real guide: MDX bytes, code blocks, inline math, widget tags. */
export const MODULE_TARGETS: Record<'bytes' | 'codeBlocks' | 'inlineMath' | 'widgets', Target> = {
  // The max leaves room for the page fit (within 3 %), so no module exceeds 35 KB.
  bytes: { median: 10 * 1024, p90: 21 * 1024, max: 34 * 1024, min: 2048 },
  codeBlocks: { median: 4, p90: 18, max: 48 },
  inlineMath: { median: 21, p90: 69, max: 220 },
  widgets: { median: 17, p90: 41, max: 90, min: 4 },
};

/** Per-solution figures; math counts inline and displayed formulas. */
export const SOLUTION_TARGETS: Record<'bytes' | 'codeBlocks' | 'math' | 'widgets', Target> = {
  bytes: { median: 4.4 * 1024, p90: 8.8 * 1024, max: 20 * 1024, min: 1536 },
  codeBlocks: { median: 2, p90: 3.4, max: 6, min: 1 },
  math: { median: 9, p90: 28, max: 90 },
  widgets: { median: 4, p90: 8, max: 16, min: 2 },
};

/** Share of the guide's modules per section, and of problems listed by a second module. */
const SECTION_WEIGHTS = [18, 22, 22, 27, 30, 28];
const SHARED_SHARE = 0.075;
const LIST_NAMES = ['practice', 'general', 'harder', 'easier', 'usaco', 'cses', 'extra'];

/** Values for `count` pages from `targets`, correlated (big pages have more of everything). */
export function pageTargets<K extends string>(
  random: Random,
  count: number,
  targets: Record<K, Target>,
): Record<K, number>[] {
  const keys = Object.keys(targets) as K[];
  const scores = correlatedScores(random, count, keys.length, 0.9);
  const values = keys.map((key, i) => stratifiedLogNormal(targets[key], scores[i]));
  return Array.from({ length: count }, (_, page) => {
    const entry = {} as Record<K, number>;
    keys.forEach(
      (key, i) => (entry[key] = key === 'bytes' ? values[i][page] : Math.round(values[i][page])),
    );
    return entry;
  });
}

export interface PlannedModule extends ModulePlan {
  section: SectionId;
  /** Problems per list id, focus first. */
  problems: Map<string, CorpusProblem[]>;
}

export interface CorpusPlan {
  modules: PlannedModule[];
  problems: CorpusProblem[];
  ordering: Partial<Record<SectionId, { name: string; description?: string; items: string[] }[]>>;
}

/** A module title and its id (the title as a URL segment), unique in the corpus. */
function uniqueTitle(prose: Prose, taken: Set<string>): { id: string; title: string } {
  for (;;) {
    const title = prose.title(1, 4);
    const id = toSlug(title);
    if (!taken.has(id)) {
      taken.add(id);
      return { id, title };
    }
  }
}

export function planCorpus(
  random: Random,
  shape: CorpusShape,
  tags: readonly string[],
  /** The catalog's USACO divisions (catalog.ts), so each USACO problem fits its section. */
  catalogDivisions?: ReadonlyMap<string, Division>,
): CorpusPlan {
  const prose = new Prose(random);
  const sectionSizes = sectionCounts(shape.modules);
  const targets = pageTargets(random, shape.modules, MODULE_TARGETS);
  const ids = new Set<string>();
  const modules: PlannedModule[] = [];
  const ordering: CorpusPlan['ordering'] = {};
  SECTION_IDS.forEach((section, s) => {
    const chapters = (ordering[section] = [] as NonNullable<CorpusPlan['ordering'][SectionId]>);
    for (let left = sectionSizes[s]; left > 0; ) {
      const size = Math.min(left, random.int(3, 6));
      const name = prose.title(1, 3);
      const description = random.chance(0.7) ? `${prose.phrase(random.int(5, 12))}.` : undefined;
      const chapter = { name, ...(description && { description }), items: [] as string[] };
      chapters.push(chapter);
      for (let k = 0; k < size; k++, left--) {
        const { id, title } = uniqueTitle(prose, ids);
        chapter.items.push(id);
        const earlier = modules.slice(-12).map((m) => m.id);
        modules.push({
          id,
          section,
          title,
          description: `${prose.phrase(random.int(8, 20))}.`,
          prerequisites: random
            .shuffle(earlier)
            .slice(0, random.int(0, Math.min(2, earlier.length))),
          frequency: random.int(0, 4),
          // A module that moved from another section keeps its old address; ids are unique
          // across sections, so the old path is never a live page.
          redirects: random.chance(0.1) ? [`/${movedFrom(random, section)}/${id}`] : [],
          lists: [],
          target: targets[modules.length],
          problems: new Map(),
        });
      }
    }
  });
  const problems = assignProblems(random, modules, shape, tags, catalogDivisions);
  return { modules, problems, ordering };
}

function movedFrom(random: Random, section: SectionId): SectionId {
  return random.pick(SECTION_IDS.filter((other) => other !== section));
}

function sectionCounts(modules: number): number[] {
  const total = SECTION_WEIGHTS.reduce((a, b) => a + b, 0);
  const exact = SECTION_WEIGHTS.map((w) => (w * modules) / total);
  const counts = exact.map(Math.floor);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest);
  for (let k = 0; k < modules - counts.reduce((a, b) => a + b, 0); k++) counts[order[k].i]++;
  return counts;
}

/**
 * Problem lists for every module: `shape.problems` distinct problems in all, a few of them in
 * two modules, then `shape.solutions` of them (focus problems first) get an internal solution.
 */
function assignProblems(
  random: Random,
  modules: PlannedModule[],
  shape: CorpusShape,
  tags: readonly string[],
  catalogDivisions?: ReadonlyMap<string, Division>,
): CorpusProblem[] {
  const factory = new ProblemFactory(random, tags, catalogDivisions);
  const shared = Math.min(
    Math.round(shape.problems * SHARED_SHARE),
    Math.max(0, shape.problems - 3 * modules.length),
  );
  const weights = modules.map(() => 0.6 + 0.8 * random.next());
  const total = weights.reduce((a, b) => a + b, 0);
  const entries = shape.problems + shared;
  const counts = weights.map((w) => Math.max(2, Math.floor((w * entries) / total)));
  let missing = entries - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; missing !== 0; i++) {
    const m = i % modules.length;
    if (missing > 0) {
      counts[m]++;
      missing--;
    } else if (counts[m] > 2) {
      counts[m]--;
      missing++;
    }
  }
  // Which non-focus slots repeat a problem from an earlier module.
  const slots = modules.flatMap((_, m) =>
    m < 3 ? [] : Array.from({ length: counts[m] - 1 }, (_, k) => `${m}:${k + 1}`),
  );
  const reused = new Set(random.shuffle(slots).slice(0, shared));
  const problems: CorpusProblem[] = [];
  const owner = new Map<CorpusProblem, number>();
  const appearances = new Map<CorpusProblem, number>();
  const focus: CorpusProblem[] = [];
  modules.forEach((module, m) => {
    const topic = Array.from({ length: random.int(2, 4) }, () => random.pick(tags));
    const own: CorpusProblem[] = [];
    for (let k = 0; k < counts[m]; k++) {
      let problem: CorpusProblem | undefined;
      if (reused.has(`${m}:${k}`)) {
        const from = problems.filter(
          (p) => (owner.get(p) as number) >= m - 30 && appearances.get(p) === 1 && !own.includes(p),
        );
        problem = from.length > 0 ? random.pick(from) : undefined;
      }
      if (!problem) {
        problem = factory.create(module.section, topic, k);
        problems.push(problem);
        owner.set(problem, m);
      }
      appearances.set(problem, (appearances.get(problem) ?? 0) + 1);
      own.push(problem);
    }
    // The first slot is never a repeat, so a focus problem is new here.
    if (random.chance(0.9) && own.length >= 3) {
      const [first] = own.splice(0, 1);
      module.focus = 'focus';
      module.problems.set('focus', [first]);
      focus.push(first);
    }
    const names = random.shuffle([...LIST_NAMES]);
    // Two or three lists in all: the practice problems split in two when there are many or
    // when there is no focus list.
    const listCount = !module.focus || (own.length >= 8 && random.chance(0.45)) ? 2 : 1;
    spread(own.length, listCount).forEach((size, i) => {
      module.lists.push(names[i]);
      module.problems.set(names[i], own.splice(0, size));
    });
  });
  const focusSet = new Set(focus);
  const rest = random.shuffle(problems.filter((p) => !focusSet.has(p)));
  const withSolution = new Set([...random.shuffle(focus), ...rest].slice(0, shape.solutions));
  for (const problem of problems) {
    if (withSolution.has(problem)) factory.internalSolution(problem, problem.solutionSlug);
    else factory.otherSolution(problem);
  }
  return problems;
}
