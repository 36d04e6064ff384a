import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * The deploy's HTTP policy (firebase.json), checked on the built site served by the Firebase
 * Hosting emulator, which applies firebase.json as Hosting does: caching (HTML and page data
 * revalidated on every load, only hashed assets immutable, sw.js never cached), security headers,
 * the 404 status, and a content security policy under which every page runs without a violation.
 *
 * The emulator starts once for the file, on E2E_PORT + 1 (hub and logging on + 2 and + 3), from a
 * scratch directory whose firebase.json is this project's hosting section. Its binary is
 * firebase-tools from node_modules (a devDependency); FIREBASE_TOOLS_BIN may name another.
 */

const root = process.cwd();
const basePort = Number(process.env.E2E_PORT ?? 9123);
const port = basePort + 1;
const origin = `http://127.0.0.1:${port}`;
const firebaseBin =
  process.env.FIREBASE_TOOLS_BIN ?? join(root, 'node_modules', '.bin', 'firebase');

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let emulator: ChildProcess | null = null;
let scratch = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    hosting: Record<string, unknown>;
  };
  scratch = mkdtempSync(join(tmpdir(), 'cp-guide-hosting-'));
  symlinkSync(join(root, 'public'), join(scratch, 'public'));
  writeFileSync(
    join(scratch, 'firebase.json'),
    JSON.stringify({
      hosting: { ...config.hosting, public: 'public' },
      emulators: {
        hosting: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: basePort + 2 },
        logging: { host: '127.0.0.1', port: basePort + 3 },
        ui: { enabled: false },
      },
    }),
  );
  const output: string[] = [];
  emulator = spawn(
    firebaseBin,
    ['emulators:start', '--only', 'hosting', '--project', 'demo-cp-guide'],
    { cwd: scratch, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  emulator.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  emulator.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (emulator.exitCode !== null) {
      throw new Error(`The Hosting emulator exited:\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`The Hosting emulator did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (emulator && emulator.exitCode === null) {
    const exited = new Promise((resolve) => emulator?.once('exit', resolve));
    emulator.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (emulator.exitCode === null) emulator.kill('SIGKILL');
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A built file's name at the top of public/ matching `pattern`. */
function builtFile(pattern: RegExp, dir = ''): string {
  const name = readdirSync(join(root, 'public', dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`No file in public/${dir} matches ${pattern}`);
  return `/${name}`;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

test('caching: pages and page data revalidate, hashed assets are immutable, sw.js is never cached', async ({
  request,
}) => {
  const cases: Array<[string, string]> = [
    ['/', REVALIDATE],
    ['/bronze/prefix-sums', REVALIDATE],
    ['/page-data/app-data.json', REVALIDATE],
    ['/page-data/index/page-data.json', REVALIDATE],
    ['/page-data/bronze/prefix-sums/page-data.json', REVALIDATE],
    [builtFile(/^app-[0-9a-f]{20}\.js$/), IMMUTABLE],
    [builtFile(/^webpack-runtime-[0-9a-f]{20}\.js$/), IMMUTABLE],
    [builtFile(/^styles\.[0-9a-f]{20}\.css$/), IMMUTABLE],
    // An article's text, named by its content hash (src/gatsby/articleFiles.ts).
    [`/articles${builtFile(/^[0-9a-f]{20}\.json$/, 'articles')}`, IMMUTABLE],
    // A search shard, named by its content hash (src/gatsby/search.ts); its entry revalidates.
    [`/search${builtFile(/^[0-9a-f]{20}\.json$/, 'search')}`, IMMUTABLE],
    ['/search-index.json', REVALIDATE],
    // An article's resized image, named by its source's hash (src/gatsby/articleImages.ts).
    [`/images${builtFile(/^[a-z0-9-]+-[0-9a-f]{20}-[0-9]+\.png$/, 'images')}`, IMMUTABLE],
    // Not hashed: a new deploy may change them at the same address.
    ['/katex/katex.min.css', REVALIDATE],
    ['/manifest.webmanifest', REVALIDATE],
    ['/sw.js', 'no-cache, no-store, must-revalidate'],
  ];
  for (const [path, cacheControl] of cases) {
    const response = await request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(cacheControl);
  }
});

test('security headers on every response; the 404 page with status 404', async ({ request }) => {
  for (const path of ['/', '/bronze/prefix-sums', '/page-data/app-data.json', '/no-such-page']) {
    const headers = (await request.get(`${origin}${path}`)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
    expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    // Connections: the site, Firebase (Auth, Firestore, Realtime Database) and analytics only.
    expect(policy.get('connect-src'), path).toEqual([
      "'self'",
      'https://*.googleapis.com',
      'https://*.firebaseio.com',
      'wss://*.firebaseio.com',
      'https://*.firebasedatabase.app',
      'wss://*.firebasedatabase.app',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
  }
  const missing = await request.get(`${origin}/no-such-page`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

test('each page allows exactly its own inline scripts, by hash, in a policy before any script', async ({
  request,
}) => {
  for (const path of ['/', '/bronze/prefix-sums', '/liveupdate']) {
    const html = await (await request.get(`${origin}${path}`)).text();
    const head = html.slice(0, html.indexOf('<script'));
    const meta = /<meta http-equiv="Content-Security-Policy"[^>]*content="([^"]*)"/.exec(head);
    expect(meta, path).not.toBeNull();
    const scriptSrc = directives(meta?.[1] ?? '').get('script-src') ?? [];
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(scriptSrc.includes("'unsafe-eval'"), path).toBe(path === '/liveupdate');
    expect(
      scriptSrc.filter((source) => source.startsWith("'sha256-")).length,
      path,
    ).toBeGreaterThan(2);
  }
});

test('every kind of page runs under the policy in Chromium without a violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const paths = [
    '/',
    '/bronze',
    '/bronze/prefix-sums',
    '/solutions/cf-1352a',
    '/problems',
    '/dashboard',
    '/settings',
    '/license',
    '/no-such-page',
  ];
  for (const path of paths) {
    await page.goto(`${origin}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('html'), path).toHaveAttribute('data-user-data', 'ready');
  }
  // The live preview compiles MDX in the browser (the one page allowed to evaluate code).
  await page.goto(`${origin}/liveupdate`);
  await expect(
    page.getByRole('region', { name: 'Rendered preview' }).getByRole('heading', { level: 1 }),
  ).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});
