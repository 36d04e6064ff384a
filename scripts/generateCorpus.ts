/**
 * `npm run generate:corpus -- <outDir> [modules] [problemsPerModule]`: write a synthetic, valid
 * content tree (default 200 modules × 15 problems = 3,000 problems, 100 solutions) for timing
 * `npm run validate -- <outDir>`. The text is filler on purpose; it is never published.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SECTION_IDS } from '../src/content-model/sections';

const SOURCES = ['CF', 'AC', 'CSES', 'Kattis', 'DMOJ', 'oj.uz', 'Silver', 'YS'];
const DIFFICULTIES = ['Very Easy', 'Easy', 'Normal', 'Hard', 'Very Hard', 'Insane'];
const SOL_IDS = [
  undefined,
  '@@',
  '@B',
  '@Check the statement',
  'http://example.com/sol',
  '@CPH 5.1',
  'Sort, then sweep once.',
];

/** Write the synthetic tree to `outDir` (replacing it); returns what was written. */
export function generateCorpus(
  outDir: string,
  moduleCount = 200,
  perModule = 15,
): { modules: number; problems: number; solutions: number } {
  rmSync(outDir, { recursive: true, force: true });
  const ordering: Record<string, { name: string; items: string[] }[]> = {};
  let problemNumber = 0;
  let solutionCount = 0;
  for (let m = 0; m < moduleCount; m++) {
    const section = SECTION_IDS[m % SECTION_IDS.length];
    const id = `synthetic-module-${m}`;
    const chapters = (ordering[section] ??= []);
    if (chapters.length === 0 || chapters[chapters.length - 1].items.length >= 8) {
      chapters.push({ name: `Chapter ${chapters.length + 1}`, items: [] });
    }
    chapters[chapters.length - 1].items.push(id);
    const lists: Record<string, unknown[]> = { focus: [] };
    const practice: unknown[] = [];
    for (let p = 0; p < perModule; p++) {
      const n = problemNumber++;
      const source = SOURCES[n % SOURCES.length];
      const problem: Record<string, unknown> = {
        source,
        name: `Synthetic Problem ${n}`,
        id: source === 'CF' ? `${n}/problem/A` : `synthetic-${n}`,
        difficulty: DIFFICULTIES[n % DIFFICULTIES.length],
        starred: n % 5 === 0,
        tags: ['Synthetic', `Tag ${n % 7}`],
      };
      if (p === 1 && solutionCount < 100) {
        const solution = `synthetic-sol-${solutionCount++}`;
        problem.solID = solution;
        const dir = join(outDir, 'solutions', section);
        mkdirSync(dir, { recursive: true });
        writeFileSync(
          join(dir, `${solution}.mdx`),
          `---\nid: ${solution}\nsource: ${source}\ntitle: Synthetic Problem ${n}\nauthor: Generator\n---\n\nFiller solution.\n\n<Resource source="CPH" title="5.1, Generating subsets" />\n`,
        );
      } else {
        const solID = SOL_IDS[n % SOL_IDS.length];
        if (solID !== undefined) problem.solID = solID;
      }
      (p === 0 ? lists.focus : practice).push(problem);
    }
    lists.practice = practice;
    const dir = join(outDir, 'content', section);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${id}.problems.json`),
      JSON.stringify({ MODULE_ID: id, ...lists }, null, 2),
    );
    const prerequisite = m > 0 ? `\nprerequisites: [synthetic-module-${m - 1}]` : '';
    writeFileSync(
      join(dir, `${id}.mdx`),
      `---\nid: ${id}\ntitle: Synthetic Module ${m}\nauthor: Generator\ndescription: Filler module for timing the validator.${prerequisite}\nfrequency: ${m % 5}\n---\n\n<FocusProblem problem="focus" />\n\n${'Filler paragraph. '.repeat(200)}\n\n<Resources>\n  <Resource source="CPH" title="2.1, Time Complexity" starred>filler</Resource>\n  <Resource source="IUSACO" title="4.1, Arrays" />\n  <Resource source="cp-algo" title="Filler" url="algebra/binary-exp.html" />\n</Resources>\n\n\`\`\`cpp\n<Problems problems="not-a-real-use" />\n\`\`\`\n\n<Problems problems="practice" />\n`,
    );
  }
  const body = JSON.stringify(ordering, null, 2);
  writeFileSync(
    join(outDir, 'content', 'ordering.ts'),
    `const ordering = ${body};\n\nexport default ordering;\n`,
  );
  return { modules: moduleCount, problems: problemNumber, solutions: solutionCount };
}

function main(): void {
  const [out, modules = '200', perModule = '15'] = process.argv.slice(2);
  if (!out) {
    console.error('Usage: npm run generate:corpus -- <outDir> [modules] [problemsPerModule]');
    process.exitCode = 2;
    return;
  }
  const dir = resolve(out);
  const written = generateCorpus(dir, Number(modules), Number(perModule));
  console.log(
    `Wrote ${written.modules} modules, ${written.problems} problems, ${written.solutions} solutions to ${dir}.`,
  );
}

if (require.main === module) main();
