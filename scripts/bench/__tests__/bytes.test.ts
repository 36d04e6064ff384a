/** @jest-environment node */
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  accountPageBytes,
  countBytes,
  extractInlineCode,
  toKB,
  type FetchedResource,
} from '../bytes';

function resource(
  url: string,
  resourceType: string,
  body: string,
  contentType = '',
): FetchedResource {
  return { url, resourceType, contentType, body: Buffer.from(body, 'utf8') };
}

describe('countBytes', () => {
  it('counts UTF-8 bytes, not characters, and the size of a real gzip stream', () => {
    const text = 'é'.repeat(1000); // 2 bytes each in UTF-8
    const count = countBytes(text);
    expect(count.raw).toBe(2000);
    // Repetitive text compresses far below its raw size, but never to nothing (headers).
    expect(count.gzip).toBeGreaterThan(18);
    expect(count.gzip).toBeLessThan(100);
  });

  it('gives the length of a stream that decompresses back to the input', () => {
    const random = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251));
    const count = countBytes(random);
    expect(count.raw).toBe(5000);
    expect(count.gzip).toBeGreaterThan(0);
    // Rebuild the same stream to prove the figure is a gzip length (not an estimate).
    const stream = gzipSync(random, { level: 6 });
    expect(stream.length).toBe(count.gzip);
    expect(gunzipSync(stream).equals(random)).toBe(true);
  });

  it('counts an empty body as zero, not as an empty gzip stream', () => {
    expect(countBytes('')).toEqual({ raw: 0, gzip: 0 });
  });
});

describe('extractInlineCode', () => {
  it('finds inline styles and executable inline scripts, skipping external and JSON scripts', () => {
    const html = [
      '<html><head>',
      '<style data-href="/styles.css">body{margin:0}</style>',
      '<script>window.a=1</script>',
      '<script type="module">import("/x.js")</script>',
      '<script src="/app.js"></script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<STYLE>.x{color:red}</STYLE>',
      '<style></style>',
      '</head></html>',
    ].join('\n');
    expect(extractInlineCode(html)).toEqual({
      css: ['body{margin:0}', '.x{color:red}'],
      js: ['window.a=1', 'import("/x.js")'],
    });
  });
});

describe('accountPageBytes', () => {
  const html =
    '<html><head><style>h1{font-weight:700}</style><script>var pagePath="/"</script></head><body><h1>Hi</h1></body></html>';

  it('sorts what was fetched into HTML, CSS, JS and data, counting inline code too', () => {
    const bytes = accountPageBytes([
      resource('http://x/', 'document', html, 'text/html'),
      resource('http://x/app.js', 'script', 'console.log(1);'.repeat(50)),
      resource('http://x/extra.css', 'stylesheet', 'p{margin:0}'),
      resource('http://x/page-data/index/page-data.json', 'fetch', '{"a":1}', 'application/json'),
      resource('http://x/other-page.js', 'other', 'prefetched for the next page'),
      resource('http://x/logo.png', 'image', 'PNG…'),
    ]);
    expect(bytes.html).toEqual(countBytes(html));
    expect(bytes.js.raw).toBe(15 * 50 + 'var pagePath="/"'.length);
    expect(bytes.js.gzip).toBe(
      countBytes('console.log(1);'.repeat(50)).gzip + countBytes('var pagePath="/"').gzip,
    );
    expect(bytes.css.raw).toBe('p{margin:0}'.length + 'h1{font-weight:700}'.length);
    expect(bytes.data).toEqual(countBytes('{"a":1}'));
    expect(bytes.jsFiles).toEqual(['http://x/app.js', 'inline#1']);
  });

  it('does not count prefetches for other pages, images or non-JSON fetches as first-load', () => {
    const bytes = accountPageBytes([
      resource('http://x/', 'document', '<p>plain</p>'),
      resource('http://x/next.js', 'other', 'x'.repeat(10_000)),
      resource('http://x/font.woff2', 'font', 'x'.repeat(10_000)),
      resource('http://x/text', 'fetch', 'hello', 'text/plain'),
    ]);
    expect(bytes.js).toEqual({ raw: 0, gzip: 0 });
    expect(bytes.css).toEqual({ raw: 0, gzip: 0 });
    expect(bytes.data).toEqual({ raw: 0, gzip: 0 });
  });

  it('counts the search index, whole or in shards, apart from page data', () => {
    const bytes = accountPageBytes([
      resource('http://x/search-index.json', 'fetch', '{"v":1}', 'application/json'),
      resource('http://x/search/ab12.json', 'fetch', '{"w":[]}', 'application/json'),
      resource('http://x/page-data/app-data.json', 'fetch', '{"a":1}', 'application/json'),
      resource('http://x/searching/page-data.json', 'fetch', '{"b":2}', 'application/json'),
    ]);
    expect(bytes.search.raw).toBe('{"v":1}'.length + '{"w":[]}'.length);
    expect(bytes.data.raw).toBe('{"a":1}'.length + '{"b":2}'.length);
  });

  it('counts a URL fetched twice once', () => {
    const script = resource('http://x/app.js', 'script', 'let a = 1;');
    const bytes = accountPageBytes([script, script]);
    expect(bytes.js).toEqual(countBytes('let a = 1;'));
    expect(bytes.jsFiles).toEqual(['http://x/app.js']);
  });

  it('compresses inline blocks of one kind together, as they share the document stream', () => {
    const block = 'a{color:red}'.repeat(20);
    const page = `<style>${block}</style><style>${block}</style>`;
    const bytes = accountPageBytes([resource('http://x/', 'document', page)]);
    expect(bytes.css).toEqual(countBytes(`${block}\n${block}`));
    // Together they compress better than apart.
    expect(bytes.css.gzip).toBeLessThan(2 * countBytes(block).gzip);
  });
});

describe('toKB', () => {
  it('uses 1,000-byte kilobytes with one decimal', () => {
    expect(toKB(100_000)).toBe(100);
    expect(toKB(1_049)).toBe(1);
    expect(toKB(1_050)).toBe(1.1);
  });
});
