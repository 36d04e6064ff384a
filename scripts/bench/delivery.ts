/**
 * What the full-size site sends beyond a page's first load (types.ts DeliveryFigures):
 *
 * - the heaviest module's data, as a client-side link fetches it: its page data and its article
 *   file, read from public/ (the article file is named in the page data);
 * - whether opening that module directly fetched its article file a second time (its text is
 *   already in the HTML);
 * - search's first query of a visit: a fresh browser opens the home page, waits until idle, opens
 *   search and types a query key by key, as a student does; everything fetched from the click
 *   until the network is idle again is counted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { addBytes, countBytes } from './bytes';
import { collectResponses, fetchFirstVisit, MOBILE_CONTEXT } from './fetched';
import { SECTION_IDS } from '../../src/content-model/sections';
import type { ByteCount, DeliveryFigures } from './types';

/** First queries a student might type: a name, a two-word topic, a short prefix, a typo. */
export const FIRST_QUERIES = ['dijkstra', 'segment tree', 'con', 'knapsak', 'binary search'];

const ARTICLE_URL = /"htmlUrl":"(\/articles\/[0-9a-f]+\.json)"/;

export function articleUrlOf(pageData: string): string | undefined {
  return ARTICLE_URL.exec(pageData)?.[1];
}

function pageDataFile(publicDir: string, path: string): string {
  return join(publicDir, 'page-data', path === '/' ? 'index' : path.slice(1), 'page-data.json');
}

/** The module whose data is heaviest, and that data: the one the budget must hold. */
export function heaviestModuleData(publicDir: string): { path: string; bytes: ByteCount } {
  let heaviest: { path: string; bytes: ByteCount } | undefined;
  for (const section of SECTION_IDS) {
    const dir = join(publicDir, 'page-data', section);
    if (!existsSync(dir)) continue;
    // The section's own page keeps its page-data.json beside the modules' folders.
    const modules = readdirSync(dir, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    for (const { name: id } of modules) {
      const path = `/${section}/${id}`;
      const bytes = moduleDataBytes(publicDir, path);
      if (!heaviest || bytes.gzip > heaviest.bytes.gzip) heaviest = { path, bytes };
    }
  }
  if (!heaviest) throw new Error(`no module page data under ${join(publicDir, 'page-data')}`);
  return heaviest;
}

/** A module's page data plus its article file, gzip each: what a link to it fetches. */
export function moduleDataBytes(publicDir: string, path: string): ByteCount {
  const file = pageDataFile(publicDir, path);
  if (!existsSync(file)) throw new Error(`no page data for ${path} (${file})`);
  const pageData = readFileSync(file, 'utf8');
  const articleUrl = articleUrlOf(pageData);
  if (!articleUrl) throw new Error(`the page data of ${path} names no article file`);
  const article = readFileSync(join(publicDir, articleUrl));
  return addBytes(countBytes(pageData), countBytes(article));
}

/**
 * Counts the page's requests in flight; the function returned resolves once none has been in
 * flight for `ms` (Playwright's networkidle only describes the initial load).
 */
function trackQuiet(page: Page): (ms: number) => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async (ms) => {
    const deadline = Date.now() + 60_000;
    while (inFlight > 0 || Date.now() - lastActivity < ms) {
      if (Date.now() > deadline) throw new Error('the network did not go quiet within 60 s');
      await page.waitForTimeout(100);
    }
  };
}

async function firstQuery(browser: Browser, origin: string, query: string): Promise<ByteCount> {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const collect = collectResponses(page);
    const quiet = trackQuiet(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: /Search modules/ });
    await box.pressSequentially(query, { delay: 50 });
    await quiet(500);
    return (await collect()).reduce((sum, resource) => addBytes(sum, countBytes(resource.body)), {
      raw: 0,
      gzip: 0,
    });
  } finally {
    await context.close();
  }
}

export async function measureDelivery(
  browser: Browser,
  origin: string,
  publicDir: string,
): Promise<DeliveryFigures> {
  const { path: modulePath, bytes: moduleData } = heaviestModuleData(publicDir);
  const direct = await fetchFirstVisit(browser, `${origin}${modulePath}`);
  const articleOnDirectLoad = direct
    .filter((resource) => new URL(resource.url).pathname.startsWith('/articles/'))
    .reduce((sum, resource) => sum + resource.body.length, 0);
  const searchFirstQueries: DeliveryFigures['searchFirstQueries'] = [];
  for (const query of FIRST_QUERIES) {
    searchFirstQueries.push({ query, bytes: await firstQuery(browser, origin, query) });
  }
  return { modulePath, moduleData, articleOnDirectLoad, searchFirstQueries };
}
