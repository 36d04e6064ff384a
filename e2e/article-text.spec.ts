import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, openReady } from './helpers';

// An article's static text (prose, tables, math) reaches the browser once: in the HTML of the
// page the student opens, or in a chunk of strings for a page reached by a link
// (src/components/mdx/StaticBlock.tsx). Either way the student sees the whole article.

const MODULE = '/bronze/prefix-sums';
/** A paragraph of that module with math in it: one static block. */
const SENTENCE = 'Building the array is one pass';

/**
 * The article's text. Not innerText: off-screen blocks skip rendering (content-visibility), so
 * innerText depends on where the page is scrolled, and Back restores the scroll position.
 */
const articleText = (page: Page) =>
  page.locator('article').evaluate((article) => article.textContent);

/** The article as a fresh load of `path` shows it, in a page of its own. */
async function articleOnFreshLoad(page: Page, path: string): Promise<string> {
  const fresh = await page.context().newPage();
  await openReady(fresh, path);
  const text = await articleText(fresh);
  await fresh.close();
  return text;
}

test('the page opened directly shows its article, and none of its JavaScript carries it again', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await gotoHydrated(page, MODULE);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article')).toContainText(SENTENCE);
  await expect(page.locator('article .katex').first()).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes(SENTENCE))).toHaveLength(0);
});

test('a module reached by a link shows its whole article, and so does the first one on Back', async ({
  page,
}) => {
  await openReady(page, MODULE);
  const first = await articleText(page);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const next = page.locator('a[rel="next"]');
  const nextPath = await next.getAttribute('href');
  expect(nextPath).toMatch(/^\/bronze\//);
  await next.click();
  await page.waitForURL(`**${nextPath}`);
  await expect(page.locator('article h1')).not.toHaveText(/Prefix Sums/i);
  expect(await articleText(page)).toBe(await articleOnFreshLoad(page, nextPath!));

  await page.goBack();
  await page.waitForURL(`**${MODULE}`);
  await expect(page.locator('article')).toContainText(SENTENCE);
  expect(await articleText(page)).toBe(first);
  // Both moves happened in the page, not by loading a new document.
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});
