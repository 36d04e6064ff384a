import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

// A string every build of the Firebase SDK contains; absent from our own code.
const FIREBASE_MARKER = 'FirebaseError';

test('the Firebase SDK is in the build, as a chunk of its own', () => {
  // Guards the test below: the marker must really identify Firebase code.
  const publicDir = join(__dirname, '..', 'public');
  const chunks = readdirSync(publicDir).filter((name) => name.endsWith('.js'));
  const withFirebase = chunks.filter((name) =>
    readFileSync(join(publicDir, name), 'utf8').includes(FIREBASE_MARKER),
  );
  expect(withFirebase.length).toBeGreaterThan(0);
  expect(
    withFirebase.some((name) => name.startsWith('app-') || name.startsWith('framework-')),
  ).toBe(false);
});

test('a module page of a site built without Firebase settings requests no Firebase code', async ({
  page,
}) => {
  const scripts: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await gotoHydrated(page, '/bronze/simulation');
  // Presence would load after idle: give the page time to be idle, then interact a little.
  await page.waitForTimeout(3000);
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);

  expect(scripts.length).toBeGreaterThan(0);
  const offenders = scripts.filter((s) => s.body.includes(FIREBASE_MARKER)).map((s) => s.url);
  expect(offenders).toEqual([]);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByText(/\d+ online/)).toHaveCount(0);
});
