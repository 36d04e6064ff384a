/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listSweepPaths } from '../sweepPaths';

describe('listSweepPaths', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bench-sweep-'));
    const files = [
      'index.html',
      '404.html',
      '404/index.html',
      'general/index.html',
      'general/fast-io/index.html',
      'solutions/cses-1660/index.html',
      'offline-plugin-app-shell-fallback/index.html',
      '_gatsby/slices/_gatsby-scripts-1.html',
      'page-data/404.html',
      'standalone.html',
      'app-1.js',
    ];
    for (const file of files) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '<p>x</p>');
    }
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every page a visitor can open, as its URL path, sorted', () => {
    expect(listSweepPaths(dir)).toEqual([
      '/',
      '/404',
      '/general',
      '/general/fast-io',
      '/solutions/cses-1660',
      '/standalone.html',
    ]);
  });

  it('lists nothing before the first build', () => {
    expect(listSweepPaths(join(dir, 'missing'))).toEqual([]);
  });
});
