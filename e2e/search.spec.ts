import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { gotoHydrated } from './helpers';
import { loadCorpus } from '../src/content-model/load';
import { createSearchIndex } from '../src/search/buildIndex';
import { ShardedIndex } from '../src/search/shardedIndex';
import type { SearchDoc, SearchEntry } from '../src/search/types';

// Site search on the built site: the header button and shortcuts, the lazily fetched index (its
// entry on opening, shards as queries need them), results that lead to the exact place (a
// module, a heading's id, a problem's row anchor), and offline use of what was fetched.

const root = process.cwd();
const { corpus } = loadCorpus(root);
const index = createSearchIndex(corpus);
const titleCount = new Map<string, number>();
for (const doc of index.docs) titleCount.set(doc.t, (titleCount.get(doc.t) ?? 0) + 1);
/** A document of this kind whose title no other document has, so it must come first. */
const uniqueDoc = (kind: SearchDoc['k'], skip = 0): SearchDoc =>
  index.docs.filter(
    (doc) => doc.k === kind && titleCount.get(doc.t) === 1 && doc.t.split(' ').length >= 2,
  )[skip];

const isIndex = (url: string) => new URL(url).pathname === '/search-index.json';
const isShard = (url: string) => new URL(url).pathname.startsWith('/search/');

async function openSearchAndType(page: Page, text: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: /Search modules/ });
  await expect(box).toBeFocused();
  await box.fill(text);
  return box;
}

test('the index and the dialog load only when search is first used; / and Ctrl+K open it', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const path of ['/', '/bronze/prefix-sums', '/solutions/cses-1083']) {
    await gotoHydrated(page, path);
  }
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isIndex)).toEqual([]);
  expect(requests.filter(isShard)).toEqual([]);
  expect(requests.filter((url) => url.includes('search-dialog'))).toEqual([]);

  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search the guide' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await expect.poll(() => requests.filter(isIndex).length).toBe(1);
  // Shards wait for a query.
  expect(requests.filter(isShard)).toEqual([]);
  // The `/` that opened search is not typed into it.
  await expect(dialog.getByRole('combobox')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();

  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  // Fetched once per page life.
  expect(requests.filter(isIndex)).toHaveLength(1);
});

test("a module's title → the module first, and Enter opens it", async ({ page }) => {
  const module = corpus.modules.find((m) => m.id === 'prefix-sums') ?? corpus.modules[0];
  await gotoHydrated(page, '/');
  const box = await openSearchAndType(page, module.title);
  const first = page.getByRole('option').first();
  await expect(first).toContainText(module.title);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  await expectNoSeriousA11yViolations(page);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${module.section}/${module.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(module.title);
});

test("a problem's name → the problem first, opening its row anchor on the module page", async ({
  page,
}) => {
  const problem = uniqueDoc('problem');
  await gotoHydrated(page, '/');
  const box = await openSearchAndType(page, problem.t);
  await expect(page.getByRole('option').first()).toContainText(problem.t);
  await expect(page.getByRole('group', { name: 'Problems' })).toBeVisible();
  await box.press('Enter');
  const [path, anchor] = problem.u.split('#');
  expect(anchor).toMatch(/^problem-/);
  await expect(page).toHaveURL(new RegExp(`${path}#${anchor}$`));
  const moduleTitle = corpus.modules.find((m) =>
    problem.u.startsWith(`/${m.section}/${m.id}#`),
  )?.title;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleTitle ?? '');
  // The row's id comes with the module page's problems table; when it is there, it is this one.
  const row = page.locator(`[id="${anchor}"]`);
  if ((await row.count()) > 0) await expect(row.first()).toBeAttached();
});

test('arrow keys choose a heading result, which opens at its id; a click works too', async ({
  page,
}) => {
  const heading = uniqueDoc('heading');
  await gotoHydrated(page, '/');
  const box = await openSearchAndType(page, heading.t);
  const option = page.getByRole('option').filter({ hasText: heading.t }).first();
  await expect(option).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await option.click();
  await expect(page).toHaveURL(new RegExp(`${heading.u}$`));
  await expect(page.locator(`[id="${heading.u.split('#')[1]}"]`)).toBeAttached();
  // Reached by a link, the page waited for its article's text: it still lands on the heading.
  await expect(page.locator(`[id="${heading.u.split('#')[1]}"]`)).toBeInViewport();
});

test('every heading anchor in the index is an id on the built page', () => {
  const missing: string[] = [];
  for (const doc of index.docs.filter((d) => d.k === 'heading' && d.u.includes('#'))) {
    const [path, id] = doc.u.split('#');
    const html = join(root, 'public', path, 'index.html');
    if (!existsSync(html) || !readFileSync(html, 'utf8').includes(`id="${id}"`))
      missing.push(doc.u);
  }
  expect(missing).toEqual([]);
  expect(index.docs.filter((d) => d.k === 'heading').length).toBeGreaterThan(50);
});

test('the service worker keeps what search fetched, so the same searches work offline', async ({
  page,
  context,
  baseURL,
}) => {
  // Gatsby registers its service worker only over https or on the host name `localhost`.
  const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const fetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (isIndex(request.url()) || isShard(request.url()))
      fetched.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, `${origin}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Its fetches are cached only once the service worker controls the page (clientsClaim).
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const box = await openSearchAndType(page, 'prefix');
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  // The title (a snippet under it may still be on its way).
  const firstTitle = await first.locator('div').first().innerText();
  expect(fetched.filter((path) => path.startsWith('/search/')).length).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(
        async (paths) =>
          (await Promise.all(paths.map((path) => caches.match(path)))).every(Boolean),
        fetched,
      ),
    )
    .toBe(true);
  await box.press('Escape');

  // A new page life (loaded online: offline navigation is not what is tested here) searches
  // offline: the service worker answers for the entry and those shards.
  const offline = await context.newPage();
  await gotoHydrated(offline, `${origin}/`);
  await expect
    .poll(() => offline.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await context.setOffline(true);
  const offlineBox = await openSearchAndType(offline, 'prefix');
  await expect(offline.getByRole('option').first().locator('div').first()).toHaveText(firstTitle);

  // A query whose word shards were never fetched says it cannot search them, with a retry.
  const entry = JSON.parse(
    readFileSync(join(root, 'public/search-index.json'), 'utf8'),
  ) as SearchEntry;
  const sharded = new ShardedIndex(entry);
  const have = new Set(sharded.wordShardsFor('p'));
  const unseen = [...'abcdefghijklmnorstuvwxyz'].find((letter) =>
    sharded.wordShardsFor(letter).every((hash) => !have.has(hash)),
  );
  expect(unseen).toBeDefined();
  await offlineBox.fill(unseen ?? '');
  await expect(offline.getByRole('status')).toContainText('could not load');
  await expect(offline.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(offline.getByRole('status')).not.toContainText('No results');
  await context.setOffline(false);
  await offline.getByRole('button', { name: 'Try again' }).click();
  await expect(offline.getByRole('status')).not.toContainText('could not load');
});
