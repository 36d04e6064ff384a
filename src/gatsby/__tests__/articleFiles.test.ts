import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blockMarker } from '../../mdx/article';
import { fillBlockMarkers, writeArticleFiles } from '../articleFiles';
import type { CompiledArticle } from '../articles';

const article: CompiledArticle = {
  tree: [
    { b: 0, tag: 'p' },
    { b: 1, tag: 'p' },
  ],
  html: ['First <em>block</em>.', 'Second.'],
  hasMath: false,
  hash: 'abc123',
};

let publicDir: string;
beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'cp-guide-public-'));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

function writePage(path: string, body: string) {
  mkdirSync(join(publicDir, path), { recursive: true });
  writeFileSync(join(publicDir, path, 'index.html'), `<html><body>${body}</body></html>`);
}

describe('writeArticleFiles', () => {
  it('fills each block of the rendered page and serves the article for pages reached by a link', () => {
    writePage('/bronze/x', `<p>${blockMarker(0)}</p><p>${blockMarker(1)}</p>`);
    expect(writeArticleFiles(publicDir, [{ path: '/bronze/x', article }])).toEqual({ filled: 1 });
    expect(readFileSync(join(publicDir, 'bronze/x/index.html'), 'utf8')).toBe(
      '<html><body><p>First <em>block</em>.</p><p>Second.</p></body></html>',
    );
    expect(JSON.parse(readFileSync(join(publicDir, 'articles/abc123.json'), 'utf8'))).toEqual({
      html: article.html,
    });
  });

  it('leaves a page filled by an earlier build alone, and removes files of articles gone', () => {
    writePage('/bronze/x', '<p>First <em>block</em>.</p>');
    mkdirSync(join(publicDir, 'articles'));
    writeFileSync(join(publicDir, 'articles/old.json'), '{}');
    expect(writeArticleFiles(publicDir, [{ path: '/bronze/x', article }])).toEqual({ filled: 0 });
    expect(existsSync(join(publicDir, 'articles/old.json'))).toBe(false);
    expect(existsSync(join(publicDir, 'articles/abc123.json'))).toBe(true);
  });

  it('stops the build when a page it should fill was not written', () => {
    expect(() => writeArticleFiles(publicDir, [{ path: '/bronze/missing', article }])).toThrow(
      /wrote no page for \/bronze\/missing/,
    );
  });
});

describe('fillBlockMarkers', () => {
  it('refuses a marker the article has no block for, instead of shipping an empty block', () => {
    expect(() => fillBlockMarkers(`<p>${blockMarker(5)}</p>`, article, '/bronze/x')).toThrow(
      '/bronze/x: the page has a marker for static block 5, but its article has 2 blocks',
    );
  });
});
