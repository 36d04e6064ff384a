/**
 * Interaction timings on /problems, measured inside the page: performance.now() just before the
 * event is dispatched, and again in the first animation frame after a MutationObserver saw the
 * rows change (i.e. when the browser is about to paint the update).
 *
 * The page is built by issue 6; these selectors are the contract with it. Each list is tried in
 * order, so a `data-bench` hook wins over the generic fallbacks.
 */
import type { Browser, Page } from '@playwright/test';
import { MOBILE_CONTEXT } from './fetched';
import { median } from './stats';
import { stealField, withSteal } from './steal';
import type { InteractionFigures } from './types';

export const PROBLEMS_SELECTORS = {
  search: ['[data-bench="problems-search"]', 'input[type="search"]', 'input[role="searchbox"]'],
  rows: ['[data-bench="problems-rows"]', 'table tbody', '[role="rowgroup"]'],
  row: ['[data-bench="problem-row"]', 'tr', '[role="row"]'],
  statusPicker: ['[data-bench="status-picker"]', 'button[aria-haspopup]', 'select'],
} as const;

const REPEATS = 5;
/** An update slower than this is a broken page, not a slow one. */
const UPDATE_TIMEOUT_MS = 5000;

/** The first selector (each prefixed by `within`, if given) that matches something. */
async function firstPresent(
  page: Page,
  selectors: readonly string[],
  within = '',
): Promise<string> {
  for (const selector of selectors) {
    const full = within ? `${within} ${selector}` : selector;
    if ((await page.locator(full).count()) > 0) return full;
  }
  throw new Error(`/problems has none of ${selectors.join(', ')}`);
}

/** Types one character into the search box; resolves with ms until the rows changed. */
function timeKeystroke(
  page: Page,
  args: { search: string; rows: string; char: string; timeout: number },
): Promise<number> {
  return page.evaluate(
    ({ search, rows, char, timeout }) =>
      new Promise<number>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>(search);
        const container = document.querySelector(rows);
        if (!input || !container) return reject(new Error('search box or rows missing'));
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
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        start = performance.now();
        setValue?.call(input, input.value + char);
        input.dispatchEvent(new InputEvent('input', { bubbles: true, data: char }));
      }),
    args,
  );
}

/** Picks a status on the row at `index`; resolves with ms until that row changed. */
async function timeStatusChange(
  page: Page,
  selectors: { row: string; picker: string },
  index: number,
): Promise<number> {
  const row = page.locator(selectors.row).nth(index);
  const picker = row.locator(selectors.picker).first();
  const isSelect = (await picker.evaluate((el) => el.tagName)) === 'SELECT';
  if (!isSelect) {
    await picker.click();
    // The listbox's options, not the <option>s of the page's filter <select>s.
    await page.locator('[role="listbox"] [role="option"]').first().waitFor();
  }
  const rowHandle = await row.elementHandle();
  return page.evaluate(
    ({ rowElement, isSelect, timeout }) =>
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
        if (isSelect) {
          const select = rowElement.querySelector('select') as HTMLSelectElement;
          start = performance.now();
          select.selectedIndex = select.options.length - 1;
          select.dispatchEvent(new Event('change', { bubbles: true }));
          return;
        }
        const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
        const solved = options.find((option) => /solved/i.test(option.textContent ?? ''));
        const choice = solved ?? options[options.length - 1];
        start = performance.now();
        choice.click();
      }),
    { rowElement: rowHandle, isSelect, timeout: UPDATE_TIMEOUT_MS },
  );
}

/**
 * The rows a windowed table lists, from the `aria-rowcount` of the table around `rows` (which
 * counts the header row); undefined when the table does not say.
 */
async function listedRows(page: Page, rows: string): Promise<number | undefined> {
  const count = await page
    .locator(rows)
    .first()
    .evaluate((body) => body.closest('[aria-rowcount]')?.getAttribute('aria-rowcount') ?? null);
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
    const search = await firstPresent(page, PROBLEMS_SELECTORS.search);
    const rows = await firstPresent(page, PROBLEMS_SELECTORS.rows);
    const row = await firstPresent(page, PROBLEMS_SELECTORS.row, rows);
    const rowCount = await page.locator(row).count();
    const listed = await listedRows(page, rows);

    const searchTimes: number[] = [];
    // Each keystroke must change the rows, or there is nothing to time: a common letter matches
    // nearly every name and leaves the table as it was. Digits narrow the view to the names
    // that contain them (olympiad problems carry their year: "JOI 2017 - …").
    for (const char of '73589'.slice(0, REPEATS)) {
      await page.fill(search, '');
      await page.waitForTimeout(200);
      searchTimes.push(
        await timeKeystroke(page, { search, rows, char, timeout: UPDATE_TIMEOUT_MS }),
      );
    }
    await page.fill(search, '');
    await page.waitForTimeout(300);

    const pickerInRow = await firstPresent(page, PROBLEMS_SELECTORS.statusPicker, row);
    const picker = pickerInRow.slice(row.length + 1);
    const statusTimes: number[] = [];
    for (let i = 0; i < Math.min(REPEATS, rowCount); i++) {
      statusTimes.push(await timeStatusChange(page, { row, picker }, i));
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
