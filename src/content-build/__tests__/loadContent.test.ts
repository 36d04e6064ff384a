/**
 * @jest-environment node
 *
 * Validation is the build's own step: every kind of mistake the build's compiler rejects is
 * reported by `npm run validate`, with file, line and fix, all in one run; and a tree that
 * validates gives the build an article for every page.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const siteRoot = join(__dirname, '..', '..', '..');
const brokenRoot = join(__dirname, '..', '__fixtures__', 'compile-errors');
const validRoot = join(siteRoot, 'src', 'content-model', '__fixtures__', 'valid');

/**
 * The compiler's packages are ESM-only, which Jest's module system does not load: the step runs
 * in one Node process (as the build and the CLI run it) and its results come back as JSON.
 */
function runSteps() {
  const script = `
    const { join } = require('node:path');
    const src = (path) => join(${JSON.stringify(siteRoot)}, 'src', path);
    const { loadContent } = require(src('content-build/loadContent.ts'));
    const { compileCorpus, compileHere } = require(src('content-build/compileCorpus.ts'));
    const { compileInWorkers } = require(src('content-build/compileInWorkers.ts'));
    const { readContent } = require(src('gatsby/content.ts'));
    const { loadCorpus } = require(src('content-model/load.ts'));
    const { formatContentError } = require(src('content-model/errors.ts'));
    const [siteRoot, broken, valid] = process.argv.slice(1);
    (async () => {
      const report = (errors) => errors.map(formatContentError);
      const here = await loadContent(broken, { siteRoot });
      const compile = compileInWorkers(siteRoot, compileHere, 2, { prestart: true });
      const threaded = await loadContent(broken, { siteRoot, compile });
      const compiled = await compileCorpus(loadCorpus(broken).corpus);
      const good = await loadContent(valid, { siteRoot });
      const panics = [];
      const reporter = { panicOnBuild: (message) => panics.push(message) };
      const built = await readContent(valid, reporter, { siteRoot });
      const validPanics = panics.length;
      await readContent(broken, reporter, { siteRoot });
      process.stdout.write(JSON.stringify({
        here: report(here.errors),
        threaded: report(threaded.errors),
        resourceFromCompiler: compiled.errors.filter((e) => e.file.endsWith('resource.mdx')),
        valid: {
          errors: report(good.errors),
          files: [...good.corpus.modules.map((m) => m.file), ...good.corpus.solutions.map((s) => s.file)].sort(),
          articles: [...good.articles.keys()].sort(),
          built: [...built.articles.keys()].sort(),
          panics: validPanics,
        },
        brokenPanics: panics.slice(validPanics),
      }));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const output = execFileSync(
    process.execPath,
    ['-r', 'sucrase/register', '-e', script, siteRoot, brokenRoot, validRoot],
    { cwd: siteRoot, encoding: 'utf8', timeout: 60_000 },
  );
  return JSON.parse(output) as {
    here: string[];
    threaded: string[];
    resourceFromCompiler: { line?: number }[];
    valid: {
      errors: string[];
      files: string[];
      articles: string[];
      built: string[];
      panics: number;
    };
    brokenPanics: string[];
  };
}

/** One error per kind, each at the line of the mistake (frontmatter takes lines 1–6). */
const EXPECTED: [string, RegExp][] = [
  [
    'MDX syntax error',
    /^content\/general\/syntax\.mdx:10:1: Expected a closing tag for `<Info>`[^]*\n {2}Fix: /,
  ],
  [
    'MDX comment',
    /^content\/general\/comment\.mdx:10:2: Unexpected character `!` .*\{\/\* text \*\/\}[^]*\n {2}Fix: Write the comment as \{\/\* … \*\/\}/,
  ],
  [
    'unknown widget, with a suggestion',
    /^content\/general\/widget\.mdx:10:1: <Problem> is not a widget\. Did you mean "Problems"\?\n {2}Fix: /,
  ],
  [
    'attribute expression',
    /^content\/general\/attribute\.mdx:10:1: <Info title=\{name\}>: attribute values are written as text[^]*\n {2}Fix: /,
  ],
  [
    'bad TeX',
    /^content\/general\/tex\.mdx:10:12: KaTeX cannot render `\\sumx[^]*\n {2}Fix: Correct the TeX/,
  ],
  [
    'unresolvable resource',
    /^content\/general\/resource\.mdx:11: Could not find section 31\.4 in source CPH\n {2}Fix: /,
  ],
  [
    'quiz question without a correct choice',
    /^content\/general\/quiz\.mdx:11:1: <Question> has no correct <Choice>\.\n {2}Fix: Mark the right answer <Choice correct>\.$/,
  ],
  [
    'quiz question id used twice',
    /^content\/general\/quiz\.mdx:18: <Question id="pick"> uses an id that content\/general\/quiz\.mdx:11 already has\.[^]*\n {2}Fix: Give this question another id/,
  ],
];

function expectEveryKind(report: string[]): void {
  expect(report).toHaveLength(EXPECTED.length);
  for (const [kind, pattern] of EXPECTED) {
    const found = report.filter((message) => pattern.test(message));
    if (found.length !== 1)
      throw new Error(`${kind}: ${found.length} matches in\n${report.join('\n')}`);
  }
}

describe('loadContent (the step the build and npm run validate share)', () => {
  let steps: ReturnType<typeof runSteps>;
  beforeAll(() => {
    steps = runSteps();
  }, 60_000);

  it('reports every kind of compile error with file, line and fix, all in one run', () => {
    expectEveryKind(steps.here);
  });

  it('gives the same report with the compile validate uses (threads started ahead)', () => {
    expect(steps.threaded).toEqual(steps.here);
  });

  it('reports a bad resource once although both the content model and the compiler reject it', () => {
    expect(steps.resourceFromCompiler).toMatchObject([{ line: 11 }]);
  });

  it('compiles every module and solution of a tree that validates, as the build does', () => {
    const { valid } = steps;
    expect(valid.errors).toEqual([]);
    expect(valid.articles).toEqual(valid.files);
    expect(valid.panics).toBe(0);
    expect(valid.built).toEqual(valid.files);
  });

  it('stops the build with the same report as npm run validate', () => {
    expect(steps.brokenPanics).toHaveLength(1);
    expect(steps.brokenPanics[0]).toMatch(/^Found 8 content errors:/);
    expect(steps.brokenPanics[0]).toContain(
      'content/general/widget.mdx:10:1: <Problem> is not a widget.',
    );
  });

  it('npm run validate prints them all and exits 1', () => {
    const run = spawnSync(
      process.execPath,
      ['-r', 'sucrase/register', 'scripts/validate.ts', brokenRoot],
      { cwd: siteRoot, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Found 8 content errors:');
    const numbered = run.stderr
      .split(/\n(?=\d+\. )/)
      .filter((part) => /^\d+\. /.test(part))
      .map((part) => part.replace(/^\d+\. /, '').replace(/\n\nValidation of [^]*$/, ''));
    expectEveryKind(numbered);
  }, 60_000);
});
