/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GzipCache, resolveRequest, startStaticServer } from '../staticServer';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-public-'));
  mkdirSync(join(dir, 'problems'));
  writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'problems', 'index.html'), `<h1>Problems</h1>${'x'.repeat(4000)}`);
  writeFileSync(join(dir, '404.html'), '<h1>Not here</h1>');
  writeFileSync(join(dir, 'app-1.js'), `console.log(${JSON.stringify('y'.repeat(5000))});`);
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(3000, 7));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveRequest (trailingSlash: never, like gatsby serve)', () => {
  it('serves a page directory by its index.html, without a trailing slash', () => {
    expect(resolveRequest(dir, '/problems')).toEqual({
      kind: 'file',
      path: join(dir, 'problems', 'index.html'),
      status: 200,
    });
    expect(resolveRequest(dir, '/')).toMatchObject({ path: join(dir, 'index.html') });
    expect(resolveRequest(dir, '/app-1.js?v=2')).toMatchObject({ path: join(dir, 'app-1.js') });
  });

  it('redirects a trailing slash away and answers unknown paths with 404.html', () => {
    expect(resolveRequest(dir, '/problems/')).toEqual({ kind: 'redirect', location: '/problems' });
    expect(resolveRequest(dir, '/nowhere')).toEqual({
      kind: 'file',
      path: join(dir, '404.html'),
      status: 404,
    });
  });

  it('never leaves the public directory', () => {
    expect(resolveRequest(dir, '/../../etc/passwd')).toMatchObject({ status: 404 });
    expect(resolveRequest(dir, '/%2e%2e/%2e%2e/etc/passwd')).toMatchObject({ status: 404 });
    expect(resolveRequest(dir, '/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });
});

describe('GzipCache', () => {
  it('compresses a file once, and again only after it changes', () => {
    const cache = new GzipCache();
    const path = join(dir, 'app-1.js');
    const first = cache.get(path, statSync(path));
    expect(cache.get(path, statSync(path))).toBe(first);
    writeFileSync(path, 'console.log("changed and longer than before");');
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const second = cache.get(path, statSync(path));
    expect(second).not.toBe(first);
    expect(gunzipSync(second).toString()).toBe('console.log("changed and longer than before");');
    writeFileSync(path, `console.log(${JSON.stringify('y'.repeat(5000))});`);
  });
});

describe('startStaticServer', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = await startStaticServer(dir, 0);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('sends text gzipped with its type, as a browser receives it', async () => {
    const response = await fetch(`${origin}/problems`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toMatch(/^<h1>Problems<\/h1>x+$/);
  });

  it('leaves small bodies and images uncompressed, and says 404 with the 404 page', async () => {
    const home = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBeNull();
    const icon = await fetch(`${origin}/icon.png`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect((await icon.arrayBuffer()).byteLength).toBe(3000);
    const missing = await fetch(`${origin}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>Not here</h1>');
  });

  it('redirects a trailing slash like the production site', async () => {
    const response = await fetch(`${origin}/problems/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/problems');
  });
});
