/**
 * `npm run generate:corpus -- <outDir> [modules] [problems] [solutions]`: write a synthetic,
 * valid content tree with the size and shape of a full guide (default 147 modules, 1,455
 * distinct problems, 715 internal solutions; given only a module count, problems and solutions
 * scale with it) for timing the validator, the search index and the build. The prose is filler
 * and never published, but the pages are made of what real ones are: frontmatter, headings,
 * math, code in three languages, widgets, tables, lists, problem lists. Seeded: the same
 * arguments always write the same tree.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { evaluateDataFile, readCatalogDivisions } from '../src/content-model/load';
import { parseSourceLabel } from '../src/content-model/sources';
import { TAGS_FILE } from '../src/content-model/tags';
import { writeModule } from './corpus/module';
import {
  DEFAULT_SHAPE,
  isPossibleShape,
  pageTargets,
  planCorpus,
  SOLUTION_TARGETS,
  type CorpusShape,
} from './corpus/plan';
import { Random } from './corpus/random';
import { writeSolution } from './corpus/solution';

const SEED = 20261124;

/** The repository's tag vocabulary: the corpus's problems use it, and the tree carries a copy. */
function readTags(): string[] {
  const file = join(__dirname, '..', TAGS_FILE);
  const result = evaluateDataFile(readFileSync(file, 'utf8'), TAGS_FILE);
  if ('error' in result) throw new Error(`${TAGS_FILE}: ${result.error.message}`);
  return result.value as string[];
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Write the synthetic tree to `outDir` (replacing it); returns what was written. */
export function generateCorpus(
  outDir: string,
  shape: Partial<CorpusShape> = {},
): CorpusShape & { listings: number } {
  const full: CorpusShape = { ...DEFAULT_SHAPE, ...shape };
  if (!isPossibleShape(full))
    throw new Error(`Cannot generate a corpus of ${JSON.stringify(full)}.`);
  const random = new Random(SEED);
  const tags = readTags();
  const catalogDivisions = readCatalogDivisions(join(__dirname, '..'));
  const plan = planCorpus(random.fork(1), full, tags, catalogDivisions);
  rmSync(outDir, { recursive: true, force: true });
  const pages = random.fork(2);
  let listings = 0;
  // Every starred problem has a hint ladder, once in the whole guide: in the first module
  // that lists it.
  const laddered = new Set<string>();
  plan.modules.forEach((module, m) => {
    const base = join(outDir, 'content', module.section, module.id);
    const lists: Record<string, unknown> = { MODULE_ID: module.id };
    for (const [listId, problems] of module.problems) {
      lists[listId] = problems.map((p) => p.input);
      listings += problems.length;
    }
    write(`${base}.problems.json`, `${JSON.stringify(lists, null, 2)}\n`);
    const ladders: string[] = [];
    for (const { input } of [...module.problems.values()].flat()) {
      if (!input.starred || laddered.has(input.name)) continue;
      laddered.add(input.name);
      ladders.push(input.name);
    }
    write(`${base}.mdx`, writeModule(pages.fork(m), { ...module, ladders }));
  });
  const solved = plan.problems.filter((p) => p.solutionId !== undefined);
  const targets = pageTargets(random.fork(3), solved.length, SOLUTION_TARGETS);
  solved.forEach((problem, i) => {
    const id = problem.solutionId as string;
    const text = writeSolution(pages.fork(100000 + i), {
      id,
      source: parseSourceLabel(problem.input.source).label,
      title: problem.input.name,
      target: targets[i],
    });
    write(join(outDir, 'solutions', problem.section, `${id}.mdx`), text);
    // Synthetic programs are never run (check:solutions); validate only asks for the file.
    write(join(outDir, 'solutions', problem.section, `${id}.cases.json`), SYNTHETIC_CASES);
  });
  const ordering = JSON.stringify(plan.ordering, null, 2);
  write(
    join(outDir, 'content', 'ordering.ts'),
    `const ordering = ${ordering};\n\nexport default ordering;\n`,
  );
  write(
    join(outDir, TAGS_FILE),
    `const tags = ${JSON.stringify(tags, null, 2)};\n\nexport default tags;\n`,
  );
  return {
    modules: plan.modules.length,
    problems: plan.problems.length,
    solutions: solved.length,
    listings,
  };
}

const SYNTHETIC_CASES = `${JSON.stringify(
  { cases: [1, 2, 3].map((n) => ({ name: `case ${n}`, input: `${n}\n`, output: `${n}\n` })) },
  null,
  2,
)}\n`;

/** Problems and solutions scale with the module count unless given. */
export function toShape(args: string[]): CorpusShape | undefined {
  const [modules = DEFAULT_SHAPE.modules, problems, solutions] = args.map(Number);
  const scale = (value: number) => Math.round((value * modules) / DEFAULT_SHAPE.modules);
  const shape = {
    modules,
    problems: problems ?? scale(DEFAULT_SHAPE.problems),
    solutions: solutions ?? scale(DEFAULT_SHAPE.solutions),
  };
  return isPossibleShape(shape) ? shape : undefined;
}

function main(): void {
  const [out, ...rest] = process.argv.slice(2);
  const shape = toShape(rest);
  if (!out || !shape) {
    console.error(
      'Usage: npm run generate:corpus -- <outDir> [modules] [problems] [solutions]\n' +
        '  (whole numbers; problems at least 3 per module, solutions at most one per problem)',
    );
    process.exitCode = 2;
    return;
  }
  const dir = resolve(out);
  const written = generateCorpus(dir, shape);
  console.log(
    `Wrote ${written.modules} modules, ${written.problems} distinct problems (${written.listings} in lists), ${written.solutions} solutions to ${dir}.`,
  );
}

if (require.main === module) main();
