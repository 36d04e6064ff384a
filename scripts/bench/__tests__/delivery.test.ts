/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countBytes } from '../bytes';
import { summarizeColdBuilds } from '../corpus';
import { articleUrlOf, heaviestModuleData, moduleDataBytes } from '../delivery';

describe('moduleDataBytes', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'bench-delivery-'));
  const pageData = JSON.stringify({
    path: '/gold/dp',
    result: { data: { module: { article: { htmlUrl: '/articles/0123456789abcdef0123.json' } } } },
  });
  const article = JSON.stringify({ html: ['<p>'.repeat(1000)] });
  mkdirSync(join(publicDir, 'page-data', 'gold', 'dp'), { recursive: true });
  mkdirSync(join(publicDir, 'articles'));
  writeFileSync(join(publicDir, 'page-data', 'gold', 'dp', 'page-data.json'), pageData);
  writeFileSync(join(publicDir, 'articles', '0123456789abcdef0123.json'), article);

  it('counts what a link fetches: the page data and the article file it names', () => {
    const pageBytes = countBytes(pageData);
    const articleBytes = countBytes(article);
    expect(moduleDataBytes(publicDir, '/gold/dp')).toEqual({
      raw: pageBytes.raw + articleBytes.raw,
      gzip: pageBytes.gzip + articleBytes.gzip,
    });
  });

  it('finds the heaviest module', () => {
    const small = JSON.stringify({ htmlUrl: '/articles/aa.json' });
    mkdirSync(join(publicDir, 'page-data', 'bronze', 'small'), { recursive: true });
    writeFileSync(join(publicDir, 'page-data', 'bronze', 'small', 'page-data.json'), small);
    writeFileSync(join(publicDir, 'articles', 'aa.json'), '[]');
    expect(heaviestModuleData(publicDir)).toEqual({
      path: '/gold/dp',
      bytes: moduleDataBytes(publicDir, '/gold/dp'),
    });
  });

  it('says which page has no page data, or names no article', () => {
    expect(() => moduleDataBytes(publicDir, '/gold/none')).toThrow('no page data for /gold/none');
    writeFileSync(join(publicDir, 'page-data', 'gold', 'dp', 'page-data.json'), '{}');
    expect(() => moduleDataBytes(publicDir, '/gold/dp')).toThrow('names no article file');
  });

  it('finds the article file named in page data', () => {
    expect(articleUrlOf('{"htmlUrl":"/articles/ab12.json"}')).toBe('/articles/ab12.json');
    expect(articleUrlOf('{"title":"x"}')).toBeUndefined();
  });
});

describe('summarizeColdBuilds', () => {
  it('takes the median time, the highest steal and the peak memory of the runs', () => {
    expect(
      summarizeColdBuilds([
        { seconds: 130, steal: 0.2, peakMemoryBytes: 1.2e9 },
        { seconds: 90, steal: 3.1, peakMemoryBytes: 1.5e9 },
        { seconds: 100, peakMemoryBytes: 1.1e9 },
      ]),
    ).toEqual({ seconds: 100, runs: [130, 90, 100], steal: 3.1, peakMemoryBytes: 1.5e9 });
  });

  it('leaves out what no run measured', () => {
    expect(summarizeColdBuilds([{ seconds: 80 }])).toEqual({ seconds: 80, runs: [80] });
  });
});
