import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadCorpus } from '../src/content-model/load';
import { readLastUpdated } from '../src/gatsby/lastUpdated';
import { toProblemAnchor } from '../src/content-model/anchors';
import { expectNoSeriousA11yViolations } from './axe';
import { clickWhenSettled, gotoHydrated, openReady, recordScriptRequests } from './helpers';

// The module reading experience on the built site: problems table, sketch modal, languages,
// code blocks, and every module page rendering without an error.

const MODULE = '/general/using-this-guide';
const WATERMELON = 'https://codeforces.com/contest/4/problem/A';

test('choosing Solved turns the row green and the module to Practicing, across a reload', async ({
  page,
}) => {
  await openReady(page, MODULE);
  const row = page.locator(`#${toProblemAnchor(WATERMELON)}`);
  // Pressing the stand-in badge mounts the real picker and opens its list.
  await clickWhenSettled(row.getByRole('button', { name: /^Status of Watermelon/ }));
  await page.getByRole('option', { name: 'Solved', exact: true }).click();
  await expect(row).toHaveAttribute('data-status', 'Solved');
  await expect(row).toHaveClass(/bg-green-50/);
  const progress = page.getByRole('button', { name: 'Progress on Using This Guide: Practicing' });
  await expect(progress).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-user-data', 'ready');
  await expect(row).toHaveAttribute('data-status', 'Solved');
  await expect(row).toHaveClass(/bg-green-50/);
  await expect(progress).toBeVisible();
});

test('the row named by the address hash is highlighted', async ({ page }) => {
  const anchor = toProblemAnchor(WATERMELON);
  await gotoHydrated(page, `${MODULE}#${anchor}`);
  const row = page.locator(`#${anchor}`);
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row).toBeInViewport();
  await expect(page.locator('tr[data-highlighted]')).toHaveCount(1);
});

// decodeURI('#%E0') throws: in Gatsby's scroll handler (outside any error boundary) and in the
// row highlighting. The page must render, highlight nothing, and keep working.
test('a malformed hash (#%E0) leaves the page whole, highlights nothing, and keeps it working', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, '/bronze/prefix-sums#%E0');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  await expect(page.locator('tr[data-highlighted]')).toHaveCount(0);
  await expect(page.getByText('Something went wrong on this page')).toHaveCount(0);

  // Typed into the address bar later, on the same page.
  await page.evaluate(() => {
    window.location.hash = '%E0%';
  });
  await page.waitForTimeout(100);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);

  // The header still navigates.
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link').first().click();
  await expect(page).not.toHaveURL(/prefix-sums/);
  expect(errors).toEqual([]);
});

test('a sketch modal closes on a backdrop click, and on Escape returning focus', async ({
  page,
}) => {
  await gotoHydrated(page, MODULE);
  const button = page.getByRole('button', { name: 'Show Sketch' }).first();
  // The dialog element itself has no box (its children are fixed): watch its title.
  const dialog = page.getByRole('dialog', { name: /^Solution Sketch: / }).getByRole('heading');

  // Open, and wait until the dialog has taken focus: its listeners (outside click, Escape) are
  // attached in the same step, so an earlier click could land before anything listens for it.
  const open = async () => {
    await button.click();
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
  };

  await open();
  await page.mouse.click(5, 5); // outside the panel: the backdrop
  await expect(dialog).toBeHidden();

  await open();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("the student's language shows from the first paint, before the page's code runs", async ({
  page,
}) => {
  await page.goto('/license');
  await page.evaluate(() => localStorage.setItem('guide:userData:lang', JSON.stringify('py')));
  await page.route(/\.js$/, (route) => route.abort()); // only the page's inline scripts run
  await page.goto(MODULE);
  await expect(page.locator('section[data-section-language="py"]').first()).toBeVisible();
  await expect(page.locator('section[data-section-language="cpp"]').first()).toBeHidden();
  await expect(page.locator('[data-language-label]').first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('choosing Java shows only Java code', async ({ page }) => {
  await openReady(page, MODULE);
  // Two complete programs: the sum of n numbers, and Increasing Array in its solution spoiler.
  await expect(page.locator('code.language-cpp')).toHaveCount(2);
  await page.getByLabel('Language').selectOption('java');
  await expect(page.locator('code.language-java')).toHaveCount(2);
  await expect(page.locator('code.language-cpp')).toHaveCount(0);
  await expect(page.locator('code.language-py')).toHaveCount(0);
  await expect(
    page.getByText("This section isn't yet available in your chosen language: Java."),
  ).toBeVisible();
});

test('a runnable snippet shows as any code block: its `run` marker is nowhere on the page', async ({
  page,
}) => {
  await openReady(page, MODULE);
  const code = page.locator('code.language-cpp');
  await expect(code).toHaveCount(2);
  await expect(code.first()).toContainText(/^#include <iostream>/);
  const html = await page.content();
  expect(html).not.toContain('sum-of-n');
  expect(html).not.toContain('raise-to-running-maximum');
});

test('a code block over 10 lines starts collapsed and expands', async ({ page }) => {
  await gotoHydrated(page, MODULE);
  // The first C++ block: the sum program, open on the page (the second is inside a spoiler).
  const pre = page.locator('pre:has(code.language-cpp)').first();
  await expect(pre).toHaveAttribute('data-collapsed', 'true');
  const collapsedHeight = (await pre.boundingBox())!.height;
  const expand = page.getByRole('button', { name: /^Expand code/ }).first();
  // The article's blocks far below the fold are laid out only once scrolled near (the
  // `content-visibility` rule in global.css), so a jump down the page moves the button in the
  // next frame: scroll first and let those frames pass, as a reader's eyes would, then click.
  await expand.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expand.click();
  await expect(pre).not.toHaveAttribute('data-collapsed');
  expect((await pre.boundingBox())!.height).toBeGreaterThan(collapsedHeight);
});

test('math is rendered with KaTeX CSS only where there is math', async ({ page }) => {
  const stylesheet = page.locator('link[href="/katex/katex.min.css"]');
  const inline = page.locator('style[data-katex-inline]');
  // Visible: formulas inside closed hint ladders and spoilers are in the page but hidden.
  const katexFont = () =>
    page
      .locator('.katex:visible')
      .first()
      .evaluate((node) => getComputedStyle(node).fontFamily);

  // Opened first, a math page carries KaTeX's CSS inline: no stylesheet request holds the paint.
  await gotoHydrated(page, MODULE);
  await expect(page.locator('.katex:visible').first()).toBeVisible();
  await expect(inline).toHaveCount(1);
  await expect(stylesheet).toHaveCount(0);
  expect(await katexFont()).toContain('KaTeX_Main');

  // A page without math has neither; reached from there in the browser, a math page links it.
  await gotoHydrated(page, '/general');
  await expect(inline).toHaveCount(0);
  await expect(stylesheet).toHaveCount(0);
  await page.getByRole('link', { name: 'Using This Guide' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${MODULE}$`));
  await expect(stylesheet).toHaveCount(1);
  await expect.poll(katexFont).toContain('KaTeX_Main');
});

test('a video contacts YouTube only after its placeholder is clicked', async ({ page }) => {
  const isYouTube = (url: string) => /(^|\.)youtube(-nocookie)?\.com$/.test(new URL(url).hostname);
  const toYouTube: string[] = [];
  page.on('request', (request) => {
    if (isYouTube(request.url())) toYouTube.push(request.url());
  });
  // The test stays offline: the player's request is answered here, not by YouTube.
  await page.route(
    (url) => isYouTube(url.href),
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }),
  );
  await gotoHydrated(page, MODULE);
  const play = page.getByRole('button', { name: /^Play video: MIT 6\.006/ });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(toYouTube).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await play.click();
  await expect(page.locator('iframe[title^="MIT 6.006"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/HtSuA80QTyo?autoplay=1',
  );
  await expect
    .poll(() => toYouTube)
    .toContain('https://www.youtube-nocookie.com/embed/HtSuA80QTyo?autoplay=1');
  expect(toYouTube.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
});

// Both themes: each colour pair must reach WCAG AA contrast in each (the focus card's grey
// labels once passed in light mode and failed in dark).
for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation on a module page (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await gotoHydrated(page, MODULE);
    // The theme is applied: the scan below reads the colours a reader of that theme sees.
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/mode-dark/);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
}

test('on a 360 px screen the table scrolls inside its box, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, MODULE);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(360);
});

const SERVICE_WORKER_ON_HTTP = 'Service workers can only be used over HTTPS';
const { corpus } = loadCorpus(join(__dirname, '..'));

test.describe('every module page renders without errors', () => {
  for (const module of corpus.modules) {
    const path = `/${module.section}/${module.id}`;
    test(path, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (msg) => {
        // gatsby-plugin-offline's registration refuses 127.0.0.1 (not "localhost") over HTTP:
        // a fact of the test server, not of the page.
        if (msg.type() === 'error' && !msg.text().startsWith(SERVICE_WORKER_ON_HTTP)) {
          errors.push(msg.text());
        }
      });
      await openReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(module.title);
      expect(errors).toEqual([]);
    });
  }
});

test('the status picker’s code is prefetched, and runs only when a badge is pressed', async ({
  page,
}) => {
  const scripts = recordScriptRequests(page);
  await openReady(page, MODULE);
  const prefetched = page.locator('link[rel="prefetch"][href$=".js"]');
  await expect(prefetched.first()).toBeAttached();
  const hrefs = await prefetched.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  expect(scripts.filter((path) => hrefs.includes(path))).toEqual([]);

  const row = page.locator(`#${toProblemAnchor(WATERMELON)}`);
  await clickWhenSettled(row.getByRole('button', { name: /^Status of Watermelon/ }));
  await expect(page.getByRole('option', { name: 'Solved', exact: true })).toBeVisible();
  expect(scripts.filter((path) => hrefs.includes(path)).length).toBeGreaterThan(0);
});

test('a module and a solution say when their source last changed, from git history', async ({
  page,
}) => {
  const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  // A shallow clone cannot date a file last changed at or before its oldest commit; the build
  // then shows no date (src/gatsby/lastUpdated.ts, unit-tested), and so does this expectation.
  const shallow = git(['rev-parse', '--is-shallow-repository']) === 'true';
  const history = shallow ? readLastUpdated(process.cwd()) : undefined;
  const dayOf = (file: string): string | undefined =>
    history
      ? history.get(file)
      : new Date(Number(git(['log', '-1', '--format=%ct', '--', file])) * 1000)
          .toISOString()
          .slice(0, 10);
  const expectStamp = async (day: string | undefined) => {
    const stamp = page.getByText(/^Last updated/);
    if (day === undefined) await expect(stamp).toHaveCount(0);
    else await expect(stamp.locator('time')).toHaveAttribute('datetime', day);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toBeVisible();
  };

  const mdx = 'content/bronze/prefix-sums.mdx';
  const days = [dayOf(mdx), dayOf(mdx.replace('.mdx', '.problems.json'))];
  await gotoHydrated(page, '/bronze/prefix-sums');
  await expectStamp(
    days
      .filter((day) => day !== undefined)
      .sort()
      .at(-1),
  );

  await gotoHydrated(page, '/solutions/cses-1660');
  await expectStamp(dayOf('solutions/bronze/cses-1660.mdx'));
});
