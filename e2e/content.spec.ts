import { expect, test } from '@playwright/test';
import ordering from '../content/ordering';
import { SECTION_IDS } from '../src/content-model/sections';
import { expectNoSeriousA11yViolations } from './axe';
import { gotoHydrated } from './helpers';

// The content pipeline end to end: validated content becomes module, syllabus and solution pages.

test('a module page renders its header, focus problem and problem lists', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await gotoHydrated(page, '/general/using-this-guide');
  await expect(page).toHaveTitle('Using This Guide · CP Guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Using This Guide');
  await expect(
    page.getByText('Focus Problem – read through this problem before continuing!'),
  ).toBeVisible();
  // Three tables: the warm-up list (5 problems), the practice list (6) and the ladder (5), plus
  // header rows. The traced table inside the closed solution spoiler is hidden, so not counted.
  await expect(page.getByRole('table')).toHaveCount(3);
  await expect(page.getByRole('row')).toHaveCount(5 + 6 + 5 + 3);
  await expect(page.getByRole('link', { name: 'Watermelon' })).toHaveAttribute(
    'href',
    'https://codeforces.com/contest/4/problem/A',
  );
  await expect(page.getByRole('link', { name: '1.1, Programming languages' })).toHaveAttribute(
    'href',
    'https://cses.fi/book/book.pdf#page=13',
  );
  expect(errors).toEqual([]);
});

test('an internal solution link opens the solution page, which links back', async ({ page }) => {
  await gotoHydrated(page, '/general/using-this-guide');
  const row = page.getByRole('row').filter({ hasText: 'Missing Number' });
  await row.getByRole('link', { name: 'Internal Sol' }).click();
  await expect(page).toHaveURL(/\/solutions\/cses-1083$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missing Number');
  await expect(page.getByRole('link', { name: 'Using This Guide' })).toHaveAttribute(
    'href',
    '/general/using-this-guide',
  );
});

test('the syllabus lists modules in ordering order, and empty sections say so', async ({
  page,
}) => {
  await gotoHydrated(page, '/general');
  await expect(page.getByRole('heading', { level: 2, name: 'Getting Started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Using This Guide' })).toHaveAttribute(
    'href',
    '/general/using-this-guide',
  );
  // The first section the ordering gives no module yet; the guide fills sections in order.
  const empty = SECTION_IDS.find((id) => (ordering[id] ?? []).length === 0);
  expect(
    empty,
    'every section has modules: no page shows the "being written" notice any more, so remove it and this check',
  ).toBeDefined();
  await gotoHydrated(page, `/${empty}`);
  await expect(page.getByText('The modules of this section are being written.')).toBeVisible();
});

test('a redirect from frontmatter leads to the module', async ({ page }) => {
  await page.goto('/general/intro');
  await expect(page).toHaveURL(/\/general\/using-this-guide$/);
});

for (const path of ['/general/using-this-guide', '/solutions/cses-1068', '/general']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoSeriousA11yViolations(page);
  });
}
