/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { webpack, type Stats } from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../compileHints';

// A minimal app shaped like Gatsby's output: an entry, a page component loaded as a
// `component---…` chunk before hydration, and a chunk loaded later on demand.
const files: Record<string, string> = {
  'entry.js': [
    "import(/* webpackChunkName: 'component---src-pages-index-tsx' */ './page').then((page) => {",
    '  page.render();',
    "  document.body.addEventListener('click', () => import('./later').then((m) => m.open()));",
    '});',
    "console.log('entry ran');",
  ].join('\n'),
  'page.js': "export function render() { document.title = 'page rendered'; }",
  'later.js': "export function open() { document.title = 'opened later'; }",
};

let dir: string;

let builds = 0;

function build(plugins = [new CompileHintsPlugin()]): Promise<Stats> {
  const out = join(dir, `public-${(builds += 1)}`);
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { app: './entry.js' },
        devtool: 'source-map',
        output: {
          path: out,
          filename: '[name]-[contenthash].js',
          chunkFilename: '[name]-[contenthash].js',
        },
        plugins,
      },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
    );
  });
}

/** A file the build wrote, read from disk. */
function read(stats: Stats, name: string): string {
  return readFileSync(join(stats.compilation.outputOptions.path as string, name), 'utf8');
}

/** The emitted script whose name starts with `prefix`. */
function emitted(stats: Stats, prefix: string): { name: string; code: string } {
  const name = Object.keys(stats.compilation.assets).find(
    (file) => file.startsWith(prefix) && file.endsWith('.js'),
  );
  if (!name) throw new Error(`no emitted file starts with ${prefix}`);
  return { name, code: read(stats, name) };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('CompileHintsPlugin', () => {
  let stats: Stats;
  beforeAll(async () => {
    stats = await build();
    expect(stats.hasErrors()).toBe(false);
  }, 60_000);

  it('marks the entry and the page component chunk as called on load, on their first line', () => {
    expect(emitted(stats, 'app-').code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(emitted(stats, 'component---src-pages-index-tsx-').code.split('\n')[0]).toBe(
      COMPILE_HINT,
    );
  });

  it('leaves code loaded on demand to lazy compilation', () => {
    const later = Object.keys(stats.compilation.assets).find(
      (file) =>
        file.endsWith('.js') && !file.startsWith('app-') && !file.startsWith('component---'),
    );
    expect(later).toBeDefined();
    const code = read(stats, later as string);
    expect(code).toContain('opened later');
    expect(code).not.toContain(COMPILE_HINT);
  });

  it('keeps the source map aligned with the shifted code', async () => {
    const app = emitted(stats, 'app-');
    const map = JSON.parse(read(stats, `${app.name}.map`)) as RawSourceMap;
    const lines = app.code.split('\n');
    const line = lines.findIndex((text) => text.includes('entry ran'));
    const column = lines[line].indexOf('"entry ran"');
    const consumer = await new SourceMapConsumer(map);
    const original = consumer.originalPositionFor({ line: line + 1, column });
    consumer.destroy();
    expect(original.source).toMatch(/entry\.js$/);
    expect(original.line).toBe(5);
  });

  it('names each file after its final bytes, hint included', async () => {
    // Same sources without the plugin: the page chunk's code differs only by the hint (and the
    // map it points to), so its name must differ too, or a browser holding the old file under
    // that name would keep it.
    const plain = await build([]);
    const page = 'component---src-pages-index-tsx-';
    const withoutMapLink = (code: string): string => code.replace(/\/\/# sourceMappingURL=.*$/, '');
    const hinted = emitted(stats, page);
    const unhinted = emitted(plain, page);
    expect(withoutMapLink(hinted.code)).toBe(`${COMPILE_HINT}\n${withoutMapLink(unhinted.code)}`);
    expect(hinted.name).not.toBe(unhinted.name);
  }, 60_000);

  it('stops a build that should have page components when none is named as Gatsby names them', async () => {
    writeFileSync(
      join(dir, 'renamed.js'),
      "import(/* webpackChunkName: 'page-index' */ './page').then((page) => page.render());",
    );
    const renamed = await new Promise<Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { app: './renamed.js' },
          output: { path: join(dir, 'public-renamed') },
          plugins: [new CompileHintsPlugin(true)],
        },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      ),
    );
    expect(renamed.compilation.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('no chunk group is named `component---…`'),
    ]);
    // The Gatsby-shaped build above has them: no error there.
    const expected = await build([new CompileHintsPlugin(true)]);
    expect(expected.hasErrors()).toBe(false);
  }, 60_000);
});
