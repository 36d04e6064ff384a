/**
 * @jest-environment node
 *
 * Images as the build makes them: rasters resized to the content width with a srcset, sizes and
 * their box; SVG inlined safely with ids unique on the page; every mistake an error at the MDX
 * file's line with a fix, from `npm run validate`'s own step; and a warm build that resizes
 * nothing again.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const siteRoot = join(__dirname, '..', '..', '..');
const errorsRoot = join(__dirname, '..', '__fixtures__', 'image-errors');

/**
 * The compiler and the SVG parser are ESM-only, which Jest's module system does not load: the
 * steps run in one Node process (as the build runs them) and their results come back as JSON.
 */
function runSteps(work: string) {
  const script = `
    const { join } = require('node:path');
    const { mkdirSync, writeFileSync, readdirSync, rmSync } = require('node:fs');
    const sharp = require('sharp');
    const src = (path) => join(${JSON.stringify(siteRoot)}, 'src', path);
    const { compileArticle } = require(src('mdx/compileArticle.ts'));
    const images = require(src('content-build/articleImages.ts'));
    const { toInlineSvg } = require(src('content-build/inlineSvg.ts'));
    const { loadContent } = require(src('content-build/loadContent.ts'));
    const { writeArticleImages } = require(src('gatsby/articleImages.ts'));
    const { formatContentError } = require(src('content-model/errors.ts'));
    const [siteRoot, errorsRoot, work] = process.argv.slice(1);
    (async () => {
      const root = join(work, 'tree');
      mkdirSync(join(root, 'content/general/images'), { recursive: true });
      const png = (name, width, height) =>
        sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
          .png().toFile(join(root, 'content/general/images', name));
      await png('wide.png', 2000, 1000);
      await png('small.png', 300, 200);
      const filler = Array.from({ length: 6 }, (_, i) => 'Paragraph ' + i + '.').join('\\n\\n');
      const mdx = '---\\nid: x\\n---\\n\\n![A small chart](./images/small.png)\\n\\n' + filler +
        '\\n\\n![A wide chart](./images/wide.png)\\n';
      const compiled = compileArticle(mdx);
      const resolved = await images.resolveArticleImages(
        root, 'content/general/x.mdx', compiled.article, compiled.images);

      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="400" onload="x()">' +
        '<defs><marker id="tip"><path d="M0 0"/></marker><linearGradient id="fade"/></defs>' +
        '<script>alert(1)</script><foreignObject><div>html</div></foreignObject>' +
        '<line marker-end="url(#tip)" style="stroke: url(#fade)" onclick="y()"/>' +
        '<use href="#tip"/><use href="https://example.com/x.svg#a"/>' +
        '<a href="javascript:alert(2)"><text aria-labelledby="tip other">Box</text></a></svg>';
      const first = toInlineSvg(svg, 'Two boxes', 'svg0-aaaa');
      const second = toInlineSvg(svg, 'Two boxes', 'svg1-aaaa');
      const styled = toInlineSvg('<svg viewBox="0 0 1 1"><style>text{fill:red}</style></svg>', 'a', 'p');
      const twoRoots = toInlineSvg('<svg viewBox="0 0 1 1"></svg><svg viewBox="0 0 1 1"></svg>', 'a', 'p');

      const errors = await loadContent(errorsRoot, { siteRoot });
      const good = errors.articles.get('content/general/good.mdx');

      const publicDir = join(work, 'public');
      const cacheDir = join(work, 'cache');
      const cold = await writeArticleImages(publicDir, cacheDir, resolved.assets);
      const sizes = {};
      for (const name of readdirSync(join(publicDir, 'images'))) {
        const meta = await sharp(join(publicDir, 'images', name)).metadata();
        sizes[name] = [meta.width, meta.height, meta.format];
      }
      const warm = await writeArticleImages(publicDir, cacheDir, resolved.assets);
      rmSync(publicDir, { recursive: true });
      const afterClean = await writeArticleImages(publicDir, cacheDir, resolved.assets);
      writeFileSync(join(publicDir, 'images', 'old-0123456789abcdef0123-832.png'), '');
      await writeArticleImages(publicDir, cacheDir, resolved.assets.slice(0, 1));
      const kept = readdirSync(join(publicDir, 'images'));

      process.stdout.write(JSON.stringify({
        widths: [3000, 1664, 1200, 832, 600, 416, 300].map((w) => images.rasterWidths(w)),
        html: resolved.article.html,
        assets: resolved.assets,
        resolveErrors: resolved.errors,
        svg: { first, second, styled, twoRoots },
        errors: errors.errors.map(formatContentError),
        good: good && good.html,
        writes: { cold, warm, afterClean, sizes, kept },
      }));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const output = execFileSync(
    process.execPath,
    ['-r', 'sucrase/register', '-e', script, siteRoot, errorsRoot, work],
    { cwd: siteRoot, encoding: 'utf8', timeout: 60_000 },
  );
  return JSON.parse(output) as {
    widths: number[][];
    html: string[];
    assets: { name: string; width: number; format: string }[];
    resolveErrors: unknown[];
    svg: Record<string, { ok: boolean; html?: string; message?: string }>;
    errors: string[];
    good: string[] | undefined;
    writes: {
      cold: { resized: number; copied: number };
      warm: { resized: number; copied: number };
      afterClean: { resized: number; copied: number };
      sizes: Record<string, [number, number, string]>;
      kept: string[];
    };
  };
}

let steps: ReturnType<typeof runSteps>;
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'article-images-'));
  steps = runSteps(work);
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HASHED = (stem: string, width: number) =>
  new RegExp(`^/images/${stem}-[0-9a-f]{20}-${width}\\.png$`);

describe('rasters', () => {
  it('are resized to the phone width, the content width (832) and its double, never up', () => {
    expect(steps.widths).toEqual([
      [416, 832, 1664],
      [416, 832, 1664],
      [416, 832, 1200],
      [416, 832],
      [416, 600],
      [416],
      [300],
    ]);
  });

  it('get a srcset, sizes, the box they are drawn in, and lazy loading below the top', () => {
    const wide = /<img [^>]*alt="A wide chart"[^>]*>/.exec(steps.html.join(''))?.[0] ?? '';
    const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(wide)?.[1];
    const srcset = (attr('srcset') ?? '').split(', ').map((entry) => entry.split(' '));
    expect(srcset.map(([, w]) => w)).toEqual(['416w', '832w', '1664w']);
    srcset.forEach(([url], i) => expect(url).toMatch(HASHED('wide', [416, 832, 1664][i])));
    expect(attr('src')).toMatch(HASHED('wide', 832));
    expect(attr('sizes')).toBe(
      '(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
    );
    expect([attr('width'), attr('height')]).toEqual(['832', '416']);
    expect(attr('loading')).toBe('lazy');
  });

  it('a small one keeps its own size and, at the top of the article, loads at once', () => {
    const small = /<img [^>]*alt="A small chart"[^>]*>/.exec(steps.html.join(''))?.[0] ?? '';
    expect(small).toContain('width="300" height="200"');
    expect(small).toMatch(/srcset="\/images\/small-[0-9a-f]{20}-300\.png 300w"/);
    expect(small).not.toContain('loading=');
  });

  it('are written once at each width, then never resized again (a warm build, a cleaned public/)', () => {
    const { cold, warm, afterClean, sizes } = steps.writes;
    expect(steps.resolveErrors).toEqual([]);
    expect(cold).toEqual({ resized: 4, copied: 4 });
    expect(Object.values(sizes).sort()).toEqual(
      [
        [1664, 832, 'png'],
        [300, 200, 'png'],
        [416, 208, 'png'],
        [832, 416, 'png'],
      ].sort(),
    );
    expect(warm).toEqual({ resized: 0, copied: 0 });
    expect(afterClean).toEqual({ resized: 0, copied: 4 });
  });

  it('files no article uses any more are removed', () => {
    expect(steps.writes.kept).toEqual([steps.assets[0].name]);
  });
});

describe('SVG diagrams', () => {
  it('are inlined without scripts, handlers, foreign content or outside links', () => {
    const html = steps.svg.first.html ?? '';
    expect(steps.svg.first.ok).toBe(true);
    expect(html).not.toMatch(/script|onload|onclick|foreignObject|javascript:|example\.com/i);
    expect(html).toContain('<text');
  });

  it('take their size from the viewBox and are labelled with the alt text', () => {
    const html = steps.svg.first.html ?? '';
    expect(html).toMatch(/^<svg [^>]*width="200" height="100"/);
    expect(html).not.toContain('width="400"');
    expect(html).toContain('role="img" aria-label="Two boxes"');
  });

  it('get ids unique to their place on the page, with every reference renamed', () => {
    const html = steps.svg.first.html ?? '';
    expect(html).toContain('id="svg0-aaaa-tip"');
    expect(html).toContain('marker-end="url(#svg0-aaaa-tip)"');
    expect(html).toContain('style="stroke: url(#svg0-aaaa-fade)"');
    expect(html).toContain('href="#svg0-aaaa-tip"');
    expect(html).toContain('aria-labelledby="svg0-aaaa-tip other"');
    expect(steps.svg.second.html).toContain('id="svg1-aaaa-tip"');
  });

  it('refuse a <style> element and more than one root', () => {
    expect(steps.svg.styled).toEqual({ ok: false, message: 'it has a <style> element' });
    expect(steps.svg.twoRoots).toEqual({ ok: false, message: 'the file is not one <svg> element' });
  });

  it('used twice in one article, have different ids', () => {
    const ids = (steps.good ?? []).join('').match(/id="([^"]+)"/g);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('validation (npm run validate and the build)', () => {
  it('reports each image mistake with file, line and fix, all in one run', () => {
    const expected = [
      /^content\/general\/empty-alt\.mdx:10:8: The image "\.\/images\/diagram\.svg" has blank alt text\.\n {2}Fix: /,
      /^content\/general\/missing-alt\.mdx:10:1: The image "\.\/images\/diagram\.svg" has no alt text[^]*\n {2}Fix: /,
      /^content\/general\/missing-file\.mdx:10:1: The image "\.\/images\/steps\.svg" does not exist \(looked for content\/general\/images\/steps\.svg\)\.\n {2}Fix: The images in content\/general\/images\/ are: "diagram\.svg", "fixed\.svg", "photo\.png"\./,
      /^content\/general\/no-viewbox\.mdx:10:1: The diagram "\.\/images\/fixed\.svg" cannot be inlined: its <svg> has no viewBox[^]*\n {2}Fix: /,
      /^content\/general\/unsupported-format\.mdx:10:1: The image "\.\/images\/sweep\.gif" has the format "gif", which the site does not serve\.\n {2}Fix: Save it as PNG, JPEG or WebP/,
      /^content\/general\/wrong-content\.mdx:10:1: The image "\.\/images\/photo\.png" is named \.png but holds JPEG data\.\n {2}Fix: /,
    ];
    expect(steps.errors).toHaveLength(expected.length);
    steps.errors.forEach((error, i) => expect(error).toMatch(expected[i]));
  });

  it('a file with correct images compiles', () => {
    expect(steps.good).toBeDefined();
  });
});
