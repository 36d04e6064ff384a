import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { openReady } from './helpers';

// Hint ladders on the built site: Using This Guide holds one for Increasing Array, where the
// module discusses it; Weird Algorithm's is on its solution page.

const MODULE = '/general/using-this-guide';
const LADDER = '#hints-increasing-array';
const FIRST = 'Does the first element of the array ever need a move?';
const SECOND = 'what is the';
const THIRD = 'Add the differences in a 64-bit integer';

const ladder = (page: Page) => page.locator(LADDER);
const summary = (page: Page, n: number) =>
  ladder(page).locator(`details[data-hint="${n}"] > summary`);
/** What a summary shows (its other label is hidden by CSS, so not its textContent). */
const shown = (page: Page, n: number) => () => summary(page, n).innerText();
/** The hint's text: what gets focus when it opens. */
const body = (page: Page, n: number) => ladder(page).locator(`details[data-hint="${n}"] > div`);

async function markSolved(page: Page, name: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^Status of ${name}:`) })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option', { name: 'Solved', exact: true }).click();
}

test('hints open one at a time by mouse, each focused and announced', async ({ page }) => {
  await openReady(page, MODULE);
  await expect(ladder(page)).toContainText('Hints: Increasing Array');
  await expect(ladder(page).getByText(FIRST)).toBeHidden();
  await expect.poll(shown(page, 1)).toBe('Show hint 1');
  await expect(summary(page, 2)).toBeHidden();

  await summary(page, 1).click();
  await expect(ladder(page).getByText(FIRST)).toBeVisible();
  await expect(body(page, 1)).toBeFocused();
  await expect.poll(shown(page, 1)).toBe('Hint 1 of 3');
  await expect(ladder(page).locator('[aria-live="polite"]')).toHaveText('Hint 1 of 3 shown.');
  await expect.poll(shown(page, 2)).toBe('Show hint 2');
  await expect(ladder(page).getByText(THIRD)).toBeHidden();

  await summary(page, 2).click();
  await expect(ladder(page).getByText(SECOND)).toBeVisible();
  await expect(ladder(page).locator('[aria-live="polite"]')).toHaveText('Hint 2 of 3 shown.');
  await expect(ladder(page).getByText(THIRD)).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test('hints open one at a time by keyboard: Enter, then Tab to the next and Space', async ({
  page,
}) => {
  await openReady(page, MODULE);
  await summary(page, 1).focus();
  await page.keyboard.press('Enter');
  await expect(body(page, 1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary(page, 2)).toBeFocused();
  await page.keyboard.press(' ');
  await expect(body(page, 2)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(ladder(page).getByText(THIRD)).toBeVisible();
  await expect(ladder(page).locator('[aria-live="polite"]')).toHaveText('Hint 3 of 3 shown.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the ladder is in the page, one hint behind the other', async ({ page }) => {
    await page.goto(MODULE);
    await expect(ladder(page).getByText(FIRST)).toBeHidden();
    await summary(page, 1).click();
    await expect(ladder(page).getByText(FIRST)).toBeVisible();
    await expect(ladder(page).getByText(THIRD)).toBeHidden();
    await summary(page, 2).click();
    await summary(page, 3).click();
    await expect(ladder(page).getByText(THIRD)).toBeVisible();
  });
});

test('the problems table marks a problem with hints and links to its ladder', async ({ page }) => {
  await openReady(page, MODULE);
  const row = page.locator('tr', { has: page.getByRole('link', { name: 'Increasing Array' }) });
  const mark = row.getByRole('link', { name: 'Hints for Increasing Array' });
  await expect(mark).toHaveAttribute('href', `${MODULE}${LADDER}`);
  const plain = page.locator('tr', { has: page.getByRole('link', { name: 'Watermelon' }) });
  await expect(plain.getByRole('link', { name: /^Hints for/ })).toHaveCount(0);
  await mark.click();
  await expect(page).toHaveURL(new RegExp(`${LADDER}$`));
  await expect(ladder(page)).toBeInViewport();

  // On /problems, a problem whose ladder is on its solution page links there.
  await openReady(page, '/problems');
  await page.getByTestId('problems-search').fill('Weird Algorithm');
  await expect(page.getByTestId('problem-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'Hints for Weird Algorithm' }).click();
  await expect(page).toHaveURL(/\/solutions\/cses-1068#hints$/);
  await expect(page.locator('#hints')).toBeInViewport();
});

test('a hint opened before solving makes the solve "with hints", on the dashboard too; one opened after does not', async ({
  page,
}) => {
  await openReady(page, MODULE);
  await summary(page, 1).click();
  await markSolved(page, 'Increasing Array');
  await expect(
    page.getByRole('button', { name: 'Status of Increasing Array: Solved with hints' }),
  ).toBeVisible();

  // Solved first, hints after: the solve stays plain.
  await openReady(page, '/solutions/cses-1068');
  await markSolved(page, 'Weird Algorithm');
  await page.locator('#hints details[data-hint="1"] > summary').click();
  await expect(page.locator('#hints [aria-live="polite"]')).toHaveText(/^Hint 1 of \d shown\.$/);
  await expect(
    page.getByRole('button', { name: 'Status of Weird Algorithm: Solved' }),
  ).toBeVisible();

  await openReady(page, '/dashboard');
  await expect(page.getByTestId('solved-count')).toHaveText('Solved: 2 problems (1 with hints)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-user-data', 'ready');
  await expect(page.getByTestId('solved-count')).toHaveText('Solved: 2 problems (1 with hints)');
  await openReady(page, MODULE);
  await expect(
    page.getByRole('button', { name: 'Status of Increasing Array: Solved with hints' }),
  ).toBeVisible();
});
