/**
 * Interaction timings on /problems, measured inside the page: performance.now() just before the
 * event is dispatched, and again in the first animation frame after a MutationObserver saw the
 * rows change (i.e. when the browser is about to paint the update).
 *
 * The page is found as a student finds it, by role and accessible name: the search box, the
 * table's body, its rows and each row's status picker ("Status of <problem>"). Nothing in the
 * product's markup exists for the bench.
 *
 * The functions run in the page are written without `?.` and `??`: sucrase, which runs the
 * scripts, turns those into calls of its own helpers, which the page does not have.
 */
import type { Browser, ElementHandle, Locator, Page } from '@playwright/test';
import { MOBILE_CONTEXT } from './fetched';
import { median } from './stats';
import { stealField, withSteal } from './steal';
import type { InteractionFigures } from './types';

const REPEATS = 5;
/** An update slower than this is a broken page, not a slow one. */
const UPDATE_TIMEOUT_MS = 5000;

/** The parts of /problems the timings need, by role. */
function problemsPage(page: Page) {
  const table = page.getByRole('table').first();
  const body = table.locator('tbody');
  return {
    search: page.getByRole('searchbox', { name: /^Search by name/ }),
    body,
    rows: body.getByRole('row'),
    picker: (row: Locator) => row.getByRole('button', { name: /^Status of / }),
  };
}

async function handle(locator: Locator, what: string): Promise<ElementHandle<HTMLElement>> {
  const found = await locator
    .first()
    .elementHandle({ timeout: 10_000 })
    .catch(() => null);
  if (!found) throw new Error(`/problems has no ${what}`);
  return found as ElementHandle<HTMLElement>;
}

/** Types one character into the search box; resolves with ms until the rows changed. */
function timeKeystroke(
  page: Page,
  args: {
    input: ElementHandle<HTMLElement>;
    container: ElementHandle<HTMLElement>;
    char: string;
    timeout: number;
  },
): Promise<number> {
  return page.evaluate(
    ({ input: element, container, char, timeout }) =>
      new Promise<number>((resolve, reject) => {
        const input = element as HTMLInputElement;
        const timer = window.setTimeout(() => reject(new Error('rows never updated')), timeout);
        let start = 0;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => {
            window.clearTimeout(timer);
            resolve(performance.now() - start);
          });
        });
        observer.observe(container, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
        // React listens for `input` and reads the value through the prototype's setter.
        const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
        start = performance.now();
        if (descriptor && descriptor.set) descriptor.set.call(input, input.value + char);
        input.dispatchEvent(new InputEvent('input', { bubbles: true, data: char }));
      }),
    args,
  );
}

/** Picks a status on the row at `index`; resolves with ms until that row changed. */
async function timeStatusChange(page: Page, row: Locator, picker: Locator): Promise<number> {
  await picker.click();
  // The listbox's options, not the <option>s of the page's filter <select>s.
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  const rowHandle = await row.elementHandle();
  return page.evaluate(
    ({ rowElement, timeout }) =>
      new Promise<number>((resolve, reject) => {
        if (!rowElement) return reject(new Error('row missing'));
        const timer = window.setTimeout(() => reject(new Error('row never updated')), timeout);
        let start = 0;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => {
            window.clearTimeout(timer);
            resolve(performance.now() - start);
          });
        });
        observer.observe(rowElement, { childList: true, subtree: true, attributes: true });
        const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
        const solved = options.find((option) => /solved/i.test(option.textContent || ''));
        const choice = solved || options[options.length - 1];
        start = performance.now();
        choice.click();
      }),
    { rowElement: rowHandle, timeout: UPDATE_TIMEOUT_MS },
  );
}

/**
 * Characters to type, one search each, rarest first. Each keystroke must change the rows shown
 * and leave some, or there is nothing to time: a letter in every name leaves the table as it was,
 * and one in no name replaces the table by its empty state. So each is in some of the names on
 * screen and not in all of them.
 */
export function narrowingCharacters(names: readonly string[], count: number): string[] {
  const texts = names.map((name) => name.toLowerCase());
  const found: { char: string; rows: number }[] = [];
  for (const char of 'abcdefghijklmnopqrstuvwxyz0123456789') {
    const rows = texts.filter((text) => text.includes(char)).length;
    if (rows > 0 && rows < texts.length) found.push({ char, rows });
  }
  return found
    .sort((a, b) => a.rows - b.rows)
    .slice(0, count)
    .map(({ char }) => char);
}

/**
 * The rows a windowed table lists, from the `aria-rowcount` of the table around `rows` (which
 * counts the header row); undefined when the table does not say.
 */
async function listedRows(body: Locator): Promise<number | undefined> {
  const count = await body.first().evaluate((body) => {
    const table = body.closest('[aria-rowcount]');
    return table ? table.getAttribute('aria-rowcount') : null;
  });
  const total = Number(count);
  return count !== null && Number.isInteger(total) && total > 0 ? total - 1 : undefined;
}

/** The median search and status timings, with the host's steal while they were taken. */
export async function measureProblemsInteractions(
  browser: Browser,
  url: string,
): Promise<InteractionFigures> {
  const { value, steal } = await withSteal(() => timeInteractions(browser, url));
  return { ...value, ...stealField(steal) };
}

async function timeInteractions(browser: Browser, url: string): Promise<InteractionFigures> {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const parts = problemsPage(page);
    const input = await handle(parts.search, 'search box');
    const container = await handle(parts.body, 'table of problems');
    await parts.rows.first().waitFor({ timeout: 10_000 });
    const rowCount = await parts.rows.count();
    const listed = await listedRows(parts.body);

    const searchTimes: number[] = [];
    // The names on screen, from each row's status picker ("Status of <name>: <status>").
    const labels = await parts.body.getByRole('button', { name: /^Status of / }).all();
    const names = await Promise.all(
      labels.map(async (label) =>
        ((await label.getAttribute('aria-label')) ?? '').replace(/^Status of (.*): [^:]*$/, '$1'),
      ),
    );
    for (const char of narrowingCharacters(names, REPEATS)) {
      await parts.search.fill('');
      await page.waitForTimeout(200);
      searchTimes.push(
        await timeKeystroke(page, { input, container, char, timeout: UPDATE_TIMEOUT_MS }),
      );
    }
    await parts.search.fill('');
    await page.waitForTimeout(300);

    const statusTimes: number[] = [];
    for (let i = 0; i < Math.min(REPEATS, rowCount); i++) {
      const row = parts.rows.nth(i);
      statusTimes.push(await timeStatusChange(page, row, parts.picker(row)));
      await page.waitForTimeout(200);
    }
    if (statusTimes.length === 0) throw new Error('/problems shows no rows');
    return {
      rows: listed ?? rowCount,
      renderedRows: rowCount,
      search: median(searchTimes),
      status: median(statusTimes),
    };
  } finally {
    await context.close();
  }
}
