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
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// `npm run develop`, as an author uses it: every page opens without an error overlay, and an
// edit to a module, its problems file or a solution shows in the open page within 5 s. The
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

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`gatsby develop exited:\n${output}`);
    try {
      const response = await fetch(`${ORIGIN}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
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
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
  await page.goto(`${ORIGIN}${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 });
  // Rendered, so subscribed to the server's updates of this page's data.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  return errors;
}

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
    timeout: 5_000,
  });

  editFile('content/bronze/prefix-sums.problems.json', (text) =>
    text.replace(
      '"name": "Static Range Sum Queries"',
      '"name": "Static Range Sum Queries (edited)"',
    ),
  );
  await expect(page.getByText('Static Range Sum Queries (edited)').first()).toBeVisible({
    timeout: 5_000,
  });

  await openPage(page, '/solutions/cses-1660');
  editFile('solutions/bronze/cses-1660.mdx', (text) => `${text}\nA solution note added live.\n`);
  await expect(page.getByText('A solution note added live.')).toBeVisible({ timeout: 5_000 });
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
  await expect(overlay).toBeVisible({ timeout: 5_000 });
  await expect(overlay).toContainText(`${file}:${line}`);
  // The page keeps the last version that compiled underneath.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  writeFileSync(join(site, file), `${original}\nFixed, and shown.\n`);
  await expect(overlay).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByText('Fixed, and shown.')).toBeVisible({ timeout: 5_000 });
});
