import { expect, test, type Page } from '@playwright/test';
import { openReady } from './helpers';

// /dev/cloud-sync syncs with a test cloud kept in the browser (the in-memory adapter), through
// the same provider, controller and store as Firebase sync; `?sync=manual` holds the resume of a
// signed-in browser until "Resume sync now" is pressed.
const PAGE = '/dev/cloud-sync';

// Only the test build has the page (src/gatsby/pages.ts): say so rather than fail on a 404 page.
test.beforeEach(async ({ request }) => {
  const response = await request.get(PAGE);
  expect(
    response.status(),
    `${PAGE} is not in this build: build with \`npm run build:test\` (as \`npm test\` does), not \`npm run build\``,
  ).toBe(200);
});

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 5, 9);

async function choose(page: Page, problem: string, status: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Status of ${problem}`) }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

const statusOf = (problem: string, status: string) => ({
  name: `Status of ${problem}: ${status}`,
  exact: true,
});

async function cloudDocument(page: Page): Promise<Record<string, unknown>> {
  const text = (await page.getByTestId('test-cloud-document').textContent()) ?? '';
  return text === 'No document' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

test('a signed-in student’s reload keeps the visit and a status chosen before sync resumes, and sends them', async ({
  page,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.clock.setFixedTime(T0);
  await openReady(page, PAGE);
  await choose(page, 'Sync problem A', 'Solved');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect
    .poll(() => cloudDocument(page))
    .toMatchObject({ userProgressOnProblems: { 'demo-sync-a': 'Solved' }, consecutiveVisits: 1 });

  // The rest of this visit is offline: this change never reaches the cloud.
  await page.getByRole('button', { name: 'Disconnect from the test cloud' }).click();
  await choose(page, 'Sync problem B', 'Solving');

  // The next day the page is reloaded; before the sync code resumes, the visit is counted and
  // the student solves C.
  await page.clock.setFixedTime(T0 + DAY);
  await openReady(page, `${PAGE}?sync=manual`);
  await choose(page, 'Sync problem C', 'Solved');
  expect((await cloudDocument(page)).userProgressOnProblems).toEqual({ 'demo-sync-a': 'Solved' });
  await page.getByRole('button', { name: 'Resume sync now' }).click();

  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const synced = {
    'demo-sync-a': 'Solved',
    'demo-sync-b': 'Solving',
    'demo-sync-c': 'Solved',
  };
  await expect
    .poll(() => cloudDocument(page))
    .toMatchObject({
      userProgressOnProblems: synced,
      lastVisitDate: T0 + DAY,
      consecutiveVisits: 2,
    });
  for (const [problem, status] of [
    ['Sync problem A', 'Solved'],
    ['Sync problem B', 'Solving'],
    ['Sync problem C', 'Solved'],
  ]) {
    await expect(page.getByRole('button', statusOf(problem, status))).toBeVisible();
  }

  // The day after, the page resumes syncing as every signed-in page does: once idle.
  await page.clock.setFixedTime(T0 + 2 * DAY);
  await openReady(page, PAGE);
  await expect
    .poll(() => cloudDocument(page))
    .toMatchObject({ userProgressOnProblems: synced, consecutiveVisits: 3 });
  await expect(page.getByRole('button', statusOf('Sync problem C', 'Solved'))).toBeVisible();

  // Nothing was replaced, so nothing was backed up.
  await openReady(page, '/settings');
  await expect(page.getByText('No backups yet.')).toBeVisible();
});
