import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { LATE_SCRIPTS_ID } from '../src/gatsby/lateScripts';
import { gotoHydrated } from './helpers';
import ordering from '../content/ordering';
import { SECTION_IDS, SECTIONS, writtenLabel } from '../src/content-model/sections';

const NAV_LABELS = [
  'Home',
  'General',
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Advanced',
  'Problems',
  'Dashboard',
  'Settings',
];

test('home page renders its pitch, navigation and footer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await gotoHydrated(page, '/');
  await expect(page).toHaveTitle('CP Guide');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Learn competitive programming',
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of NAV_LABELS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'License' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the home page says which sections are written and which are still being written', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const syllabus = page.getByRole('region', { name: 'The syllabus' });
  // Each section's count of published modules, against the plan's.
  for (const section of SECTIONS) {
    const written = (ordering[section.id] ?? []).flatMap((chapter) => chapter.items).length;
    await expect(
      syllabus.getByRole('link', { name: new RegExp(`^${section.name}`) }),
    ).toContainText(writtenLabel(written, section.planned));
  }
  await expect(syllabus.getByRole('link', { name: /^Advanced/ })).toContainText('Being written');
});

test('a page is painted before its script bundles are fetched, and then hydrates', async ({
  page,
}) => {
  // Before the page's own code: note, at each frame, whether the footer (the end of the
  // server-rendered content) is in the document, so that frame paints it; and note that flag
  // when the first external script element appears.
  await page.addInitScript(() => {
    const w = window as unknown as { paintedBeforeScripts?: boolean };
    let contentInFrame = false;
    const tick = () => {
      contentInFrame ||= document.querySelector('footer') !== null;
      if (!contentInFrame) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver((records, observer) => {
      const script = records.some((record) =>
        [...record.addedNodes].some((node) => node instanceof HTMLScriptElement && node.src),
      );
      if (script) {
        w.paintedBeforeScripts = contentInFrame;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await gotoHydrated(page, '/dashboard');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`<script id="${LATE_SCRIPTS_ID}">`);
  expect(html).not.toMatch(/<script[^>]* src=/);
  expect(
    await page.evaluate(() => (window as { paintedBeforeScripts?: boolean }).paintedBeforeScripts),
  ).toBe(true);
});

test.describe('dark mode', () => {
  test('the toggle survives a reload, applied before any script bundle runs', async ({ page }) => {
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/mode-dark/);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(html).toHaveClass(/mode-dark/);
    expect(await page.evaluate(() => localStorage.getItem('guide:userData:darkMode'))).toBe('true');

    // With every JavaScript bundle blocked, only the inline pre-paint script can set the class:
    // this proves the theme is right before hydration (no flash of the light theme).
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('mode-dark')),
    ).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });

  test('with nothing stored it follows the system preference; a stored choice wins', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveClass(/mode-dark/);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/mode-dark/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/mode-dark/);
    await context.close();
  });
});

test('an unknown URL shows the 404 page with status 404', async ({ page }) => {
  const response = await gotoHydrated(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('keyboard alone reaches every navigation link, starting with the skip link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  const reached = new Set<string>();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('nav[aria-label="Main"]') ? (el.textContent ?? '').trim() : null;
    });
    if (label) reached.add(label);
  }
  expect([...reached]).toEqual(expect.arrayContaining(NAV_LABELS));

  // The skip link moves focus to the main content.
  await gotoHydrated(page, '/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('on a 360 px phone the menu opens by keyboard and nothing overflows sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A module with long display formulas, code and problem tables, then the home page.
  for (const path of ['/bronze/prefix-sums', '/']) {
    await gotoHydrated(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const reached = new Set<string>();
  for (let i = 0; i < NAV_LABELS.length; i++) {
    await page.keyboard.press('Tab');
    reached.add(await page.evaluate(() => (document.activeElement?.textContent ?? '').trim()));
  }
  expect([...reached]).toEqual(NAV_LABELS);
});

test('every module and solution page renders without an error and fits a 360 px phone', async ({
  page,
}) => {
  test.setTimeout(600_000);
  // Every page the build wrote, because a single wide formula, table or line of inline code
  // in any one of them is enough to make a phone's whole page slide, and one widget that throws
  // while hydrating is enough to break a page.
  const site = join(__dirname, '..', 'public');
  const paths = [...SECTION_IDS, 'solutions']
    .filter((dir) => existsSync(join(site, dir)))
    .flatMap((dir) =>
      readdirSync(join(site, dir), { withFileTypes: true })
        .filter(
          (entry) => entry.isDirectory() && existsSync(join(site, dir, entry.name, 'index.html')),
        )
        .map((entry) => `/${dir}/${entry.name}`),
    );
  expect(paths.length).toBeGreaterThan(200);
  let current = '';
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
  page.on('console', (message) => {
    // Chromium refuses a service worker on this plain-HTTP test server; the site is served
    // over HTTPS, where it registers.
    if (message.type() !== 'error' || message.text().startsWith('Service workers can only')) return;
    errors.push(`${current}: ${message.text()}`);
  });
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const path of paths) {
    current = path;
    await gotoHydrated(page, path);
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wide.push(`${path} (${overflow} px)`);
  }
  expect(errors).toEqual([]);
  expect(wide).toEqual([]);
});

test('the license page states both licenses', async ({ page }) => {
  await gotoHydrated(page, '/license');
  await expect(page.getByRole('heading', { name: 'Written content: CC BY 4.0' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Site source code: MIT' })).toBeVisible();
});

test('the service worker and the web manifest are served', async ({ request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(await sw.text()).toContain('workbox');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const json = await manifest.json();
  expect(json.name).toBe('CP Guide');
  expect(json.icons.length).toBeGreaterThan(0);
});

for (const [name, path] of [
  ['home', '/'],
  ['404', '/no/such/page'],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on ${name} (${scheme})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await gotoHydrated(page, path);
      await expectNoSeriousA11yViolations(page);
      await context.close();
    });
  }
}
