import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  openHydrated,
  startDevelopServer,
  type DevelopServer,
} from '../scripts/bench/developServer';

// `npm run develop`, as an author uses it: every page opens without an error overlay, and an
// edit to a module, its problems file or a solution shows in the open page without a reload.
// The server runs on a copy of the site (developServer.ts), so the edits never touch the
// repository, nor the production build the other specs serve.

const PORT = Number(process.env.E2E_DEVELOP_PORT ?? 8123);

test.describe.configure({ mode: 'serial' });

let server: DevelopServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  server = await startDevelopServer(PORT, 540_000);
});

test.afterAll(() => server?.stop());

function running(): DevelopServer {
  if (!server) throw new Error('gatsby develop did not start');
  return server;
}

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
  try {
    await openHydrated(page, `${running().origin}${path}`, 60_000);
  } catch (error) {
    throw new Error(
      `${path} never showed its heading or hydrated. Refused requests: ${refused.join(', ') || 'none'}.\n` +
        `The server's last words:\n${running().output().slice(-2000)}\n${String(error)}`,
    );
  }
  return errors;
}

/**
 * How long an edit may take to reach the open page here. On a quiet machine it takes under 5 s;
 * this test proves that it arrives without a reload, on a machine that may be running other
 * builds, so it allows more.
 */
const UPDATE_MS = 30_000;

const editFile = (file: string, edit: (text: string) => string) => running().edit(file, edit);

test('every page opens without an error overlay', async ({ page }) => {
  test.setTimeout(300_000);
  const modules = readdirSync(join(running().site, 'content'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(running().site, 'content', dir.name))
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
  const original = running().read(file);
  const line = original.split('\n').length + 1;
  running().write(file, `${original}\n<!-- an HTML comment, which MDX rejects -->\n`);
  const overlay = page.getByRole('alert').filter({ hasText: 'Content error' });
  await expect(overlay).toBeVisible({ timeout: UPDATE_MS });
  await expect(overlay).toContainText(`${file}:${line}`);
  // The page keeps the last version that compiled underneath.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  running().write(file, `${original}\nFixed, and shown.\n`);
  await expect(overlay).toHaveCount(0, { timeout: UPDATE_MS });
  await expect(page.getByText('Fixed, and shown.')).toBeVisible({ timeout: UPDATE_MS });
});
