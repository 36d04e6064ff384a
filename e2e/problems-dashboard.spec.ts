import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { openReady } from './helpers';

// The problems page and the dashboard on the built site, with the real corpus: two problems
// from two modules (General: Using This Guide, Bronze: Ad Hoc) marked Solved on /problems.

const WEIRD = { name: 'Weird Algorithm', id: 'https://cses.fi/problemset/task/1068' };
const EVEN = { name: 'Even Array', id: 'https://codeforces.com/contest/1367/problem/B' };

async function markSolved(page: Page, name: string): Promise<void> {
  await page.getByTestId('problems-search').fill(name);
  const row = page.getByTestId('problem-row').filter({ hasText: name });
  // The search also keeps problems that share its words (Even Array, Even Subarrays).
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(`^Status of ${name}`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Solved', exact: true }).click();
  await expect(row.getByRole('button', { name: `Status of ${name}: Solved` })).toBeVisible();
}

const rowIds = (page: Page) =>
  page
    .getByTestId('problem-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-unique-id')));

test('problems marked Solved in two modules are exactly the Solved view, which survives reload', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openReady(page, '/problems');
  await expect(page.getByTestId('problem-row').first()).toBeVisible();
  await markSolved(page, WEIRD.name);
  await markSolved(page, EVEN.name);

  await openReady(page, '/problems?status=Solved');
  await expect(page.getByTestId('problems-count')).toHaveText(/^2 of \d+ problems$/);
  expect((await rowIds(page)).sort()).toEqual([EVEN.id, WEIRD.id].sort());
  // Each row links to the problem's row on its module page.
  await expect(
    page
      .getByTestId('problem-row')
      .filter({ hasText: EVEN.name })
      .getByRole('link', { name: 'Ad Hoc Problems and Observations' }),
  ).toHaveAttribute('href', '/bronze/ad-hoc#problem-codeforces-com-contest-1367-problem-b');

  // Narrow further, reload: the URL keeps every filter and the sort.
  await page.getByLabel('Sort by', { exact: true }).selectOption('name');
  await page.getByLabel('Section', { exact: true }).selectOption('bronze');
  await expect(page).toHaveURL(/\/problems\?status=Solved&section=bronze&sort=name$/);
  await expect(page.getByTestId('problem-row')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-user-data', 'ready');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Solved');
  await expect(page.getByLabel('Section', { exact: true })).toHaveValue('bronze');
  await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('name');
  expect(await rowIds(page)).toEqual([EVEN.id]);

  // Back returns to the view before the last filter.
  await page.goBack();
  await expect(page.getByLabel('Section', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('problem-row')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('the dashboard shows the counts, the last module, and what was solved', async ({ page }) => {
  await openReady(page, '/problems');
  await markSolved(page, WEIRD.name);
  await markSolved(page, EVEN.name);
  // A module page records the last module viewed under this key; set it the same way here.
  await page.evaluate(() =>
    localStorage.setItem('guide:userData:lastViewedModule', JSON.stringify('ad-hoc')),
  );

  await openReady(page, '/dashboard');
  await expect(page.getByTestId('continue-link')).toHaveText('Ad Hoc Problems and Observations');
  await expect(page.getByTestId('continue-link')).toHaveAttribute('href', '/bronze/ad-hoc');
  await expect(
    page.getByTestId('section-progress-general').getByTestId('problems-count'),
  ).toHaveText(/^Problems: 1 of \d+ solved$/);
  await expect(
    page.getByTestId('section-progress-bronze').getByTestId('problems-count'),
  ).toHaveText(/^Problems: 1 of \d+ solved$/);
  await expect(page.getByTestId('recently-solved').getByRole('link')).toHaveText([
    EVEN.name,
    WEIRD.name,
  ]);
  await expect(page.getByTestId('announcement')).toHaveAttribute('data-unread', 'true');
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-user-data', 'ready');
  await expect(page.getByTestId('announcement')).toHaveAttribute('data-unread', 'false');
  await expectNoSeriousA11yViolations(page);
});

test('a new visitor sees where to start on the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openReady(page, '/dashboard');
  await expect(page.getByTestId('continue')).toContainText('New here? Begin with');
  await expect(page.getByTestId('solving')).toContainText('Nothing in progress');
  await expectNoSeriousA11yViolations(page);
});

test('the problems page passes axe and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openReady(page, '/problems');
  await expect(page.getByTestId('problem-row').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  // Only the rows near the screen are in the DOM.
  expect(await page.getByTestId('problem-row').count()).toBeLessThan(60);
});

test('the long list scrolls to its last problem, and a search from there shows its matches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openReady(page, '/problems');
  const rows = page.getByTestId('problem-row');
  await expect(rows.first()).toBeVisible();
  const total = Number((await page.getByTestId('problems-count').textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(60);

  // At the bottom of the page, the last row of the table is there and on screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator(`[data-testid="problem-row"][aria-rowindex="${total + 1}"]`);
  await expect(last).toBeInViewport();

  // A search typed from down there narrows the list to one row, which shows without scrolling
  // back by hand: the page is now short, and the row is drawn where it sits.
  await page.getByTestId('problems-search').fill(WEIRD.name);
  await expect(page.getByTestId('problems-count')).toHaveText(`1 of ${total} problems`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(WEIRD.name);
  await expect(rows.first()).toBeInViewport();
  // The URL follows the search once focus leaves the box.
  await page.getByTestId('problems-search').blur();
  await expect(page).toHaveURL(/\/problems\?q=Weird\+Algorithm$/);
});

test("a module's problems table and /problems show the same columns, in the same order, for the same problem", async ({
  page,
}) => {
  // Starred, so the star is compared too; listed in one module only, so its tags are the same.
  const name = 'Missing Number';
  const shared = ['Status', 'Problem', 'Source', 'Difficulty', 'Tags'];
  const read = async (row: Locator) => {
    const table = page.getByRole('table').filter({ has: row });
    return {
      headers: await table.getByRole('columnheader').allInnerTexts(),
      cells: await row.getByRole('cell').allInnerTexts(),
      stars: await row.getByRole('img', { name: 'Starred' }).count(),
    };
  };

  await openReady(page, '/general/using-this-guide');
  const onModule = await read(page.getByRole('row').filter({ hasText: name }));
  await openReady(page, '/problems');
  await page.getByTestId('problems-search').fill(name);
  const row = page.getByTestId('problem-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const onProblems = await read(row);

  expect(onModule.headers).toEqual([...shared, 'Solution']);
  expect(onProblems.headers).toEqual([...shared, 'Modules']);
  expect(onModule.cells.slice(0, shared.length)).toEqual(onProblems.cells.slice(0, shared.length));
  expect(onProblems.cells[1]).toContain(name);
  expect([onModule.stars, onProblems.stars]).toEqual([1, 1]);
});
