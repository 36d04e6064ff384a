import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// `npm run develop`, as an author uses it: every page opens without an error overlay, and an
// edit to a module, its problems file or a solution shows in the open page without a reload. The
// server runs on a copy of the site, so the edits never touch the repository, nor the
// production build the other specs serve.

const PORT = Number(process.env.E2E_DEVELOP_PORT ?? 8123);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = join(__dirname, '..');
const SITE_FILES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tailwind.config.js',
  'postcss.config.js',
  'src',
  'content',
  'solutions',
  'data',
];

test.describe.configure({ mode: 'serial' });

let site: string;
let server: ChildProcess | undefined;
let output = '';

/**
 * Waits until the server has written every page's data, and only then asks it for anything. It
 * listens long before that: a page opened in between gets a 404 for its data and stays blank,
 * and a request for a page's data while the bundle builds makes the server give up on that page.
 */
async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`gatsby develop exited:\n${output}`);
    if (/success Writing page-data\.json/.test(output)) {
      const response = await fetch(`${ORIGIN}/page-data/index/page-data.json`);
      if (response.ok) return;
      throw new Error(
        `gatsby develop wrote the pages' data but serves none (${response.status}):\n${output.slice(-3000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`gatsby develop did not serve ${ORIGIN} in time:\n${output.slice(-3000)}`);
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = mkdtempSync(join(tmpdir(), 'cp-guide-develop-'));
  for (const entry of SITE_FILES) cpSync(join(ROOT, entry), join(site, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'));
  server = spawn(
    join(ROOT, 'node_modules', '.bin', 'gatsby'),
    ['develop', '--port', String(PORT), '--host', '127.0.0.1'],
    { cwd: site, env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' } },
  );
  // Without colours, so that what the server says can be matched and quoted.
  const record = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  server.stdout?.on('data', record);
  server.stderr?.on('data', record);
  await waitForServer(Date.now() + 540_000);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (site) rmSync(site, { recursive: true, force: true });
});

/** Opens a page of the development server and collects what would show an error overlay. */
async function openPage(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // What the page fetched and was refused, to say why if it stays blank.
  const refused: string[] = [];
  page.on('requestfailed', (request) =>
    refused.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.url()}: ${response.status()}`);
  });
  await page.goto(`${ORIGIN}${path}`);
  try {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 });
  } catch (error) {
    throw new Error(
      `${path} stayed without a heading. Refused requests: ${refused.join(', ') || 'none'}.\n` +
        `The server's last words:\n${output.slice(-2000)}\n${String(error)}`,
    );
  }
  // Rendered, so subscribed to the server's updates of this page's data.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  return errors;
}

/**
 * How long an edit may take to reach the open page here. On a quiet machine it takes under 5 s;
 * this test proves that it arrives without a reload, on a machine that may be running other
 * builds, so it allows more.
 */
const UPDATE_MS = 30_000;

const editFile = (file: string, edit: (text: string) => string) => {
  const path = join(site, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
};

test('every page opens without an error overlay', async ({ page }) => {
  test.setTimeout(300_000);
  const modules = readdirSync(join(site, 'content'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(site, 'content', dir.name))
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => `/${dir.name}/${name.replace(/\.mdx$/, '')}`),
    );
  const paths = ['/', '/problems', '/dashboard', '/bronze', '/solutions/cses-1660', ...modules];
  for (const path of paths) {
    const errors = await openPage(page, path);
    await expect(page.getByText(/Unhandled Runtime Error|Hydration failed/)).toHaveCount(0);
    expect(errors, path).toEqual([]);
  }
});

test('an edit to a module, its problems file or a solution shows in the open page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPage(page, '/bronze/prefix-sums');
  editFile(
    'content/bronze/prefix-sums.mdx',
    (text) => `${text}\nA sentence added while the page is open.\n`,
  );
  await expect(page.getByText('A sentence added while the page is open.')).toBeVisible({
    timeout: UPDATE_MS,
  });

  editFile('content/bronze/prefix-sums.problems.json', (text) =>
    text.replace(
      '"name": "Static Range Sum Queries"',
      '"name": "Static Range Sum Queries (edited)"',
    ),
  );
  await expect(page.getByText('Static Range Sum Queries (edited)').first()).toBeVisible({
    timeout: UPDATE_MS,
  });

  await openPage(page, '/solutions/cses-1660');
  editFile('solutions/bronze/cses-1660.mdx', (text) => `${text}\nA solution note added live.\n`);
  await expect(page.getByText('A solution note added live.')).toBeVisible({ timeout: UPDATE_MS });
});

test('a broken edit shows its file and line over the page, which recovers once fixed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPage(page, '/bronze/prefix-sums');
  const file = 'content/bronze/prefix-sums.mdx';
  const original = readFileSync(join(site, file), 'utf8');
  const line = original.split('\n').length + 1;
  writeFileSync(join(site, file), `${original}\n<!-- an HTML comment, which MDX rejects -->\n`);
  const overlay = page.getByRole('alert').filter({ hasText: 'Content error' });
  await expect(overlay).toBeVisible({ timeout: UPDATE_MS });
  await expect(overlay).toContainText(`${file}:${line}`);
  // The page keeps the last version that compiled underneath.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  writeFileSync(join(site, file), `${original}\nFixed, and shown.\n`);
  await expect(overlay).toHaveCount(0, { timeout: UPDATE_MS });
  await expect(page.getByText('Fixed, and shown.')).toBeVisible({ timeout: UPDATE_MS });
});
