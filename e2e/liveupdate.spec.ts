import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LATE_SCRIPTS_ID } from '../src/gatsby/lateScripts';
import { gotoHydrated, recordScriptRequests } from './helpers';

const DRAFT_KEY = 'guide:liveupdate:draft';

/** The MDX editor (CodeMirror's content element, named by its label). */
const mdxEditor = (page: Page) => page.getByRole('textbox', { name: 'Module (MDX)' });
const preview = (page: Page) => page.getByRole('region', { name: 'Rendered preview' });

/** Replaces the whole MDX text by typing, as an author would. */
async function typeMdx(page: Page, text: string) {
  await mdxEditor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    // Start every test from the sample, once per test (not on the reloads inside a test).
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.removeItem(key);
    }
  }, DRAFT_KEY);
});

test('the editor and the compiler load after the page, not in its first-load JavaScript', async ({
  page,
}) => {
  const scripts = recordScriptRequests(page);
  await page.goto('/liveupdate');
  const html = await (await page.request.get('/liveupdate')).text();
  // First-load JavaScript: every script the static HTML loads or preloads, by tag or through
  // its late-scripts loader. (The chunk map in the HTML names every chunk of the site; naming
  // is not loading.)
  const loaderTag = new RegExp(`<script id="${LATE_SCRIPTS_ID}">([\\s\\S]*?)</script>`);
  const loader = loaderTag.exec(html)?.[1] ?? '';
  const firstLoad = [
    ...[...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...loader.matchAll(/"([^"]+\.js)"/g)].map((m) => m[1]),
  ];
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((src) => /liveupdate-(editor|compiler)/.test(src))).toEqual([]);
  // The shell renders without them…
  await expect(page.getByRole('heading', { name: 'Live preview', level: 1 })).toBeVisible();
  // …and they arrive afterwards, on their own.
  await expect(mdxEditor(page)).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    'Counting with Frequency Arrays',
  );
  expect(scripts.some((s) => s.includes('liveupdate-editor'))).toBe(true);
  expect(scripts.some((s) => s.includes('liveupdate-compiler'))).toBe(true);
});

test('renders typed MDX within a second, reports an error with its line and keeps the last preview, then recovers', async ({
  page,
}) => {
  await gotoHydrated(page, '/liveupdate');
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();

  await typeMdx(page, '<Info title="x">hello</Info>');
  const callout = preview(page).getByRole('note').filter({ hasText: 'hello' });
  await expect(callout).toBeVisible({ timeout: 1000 });
  await expect(callout).toHaveText(/^x\s*hello$/);

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('Intro\n\n<Info');
  const errors = page.locator('#liveupdate-errors-mdx');
  await expect(errors).toContainText(/MDX error\. Line 3, column \d+:/);
  await expect(page.getByRole('tab', { name: /MDX.*\d+ errors?/ })).toBeVisible();
  // The last good render stays.
  await expect(callout).toBeVisible();

  await page.keyboard.insertText(' title="fixed">better</Info>');
  await expect(preview(page).getByRole('note').filter({ hasText: 'better' })).toBeVisible({
    timeout: 1000,
  });
  await expect(errors).not.toContainText('MDX error');
});

test('a runnable snippet previews as a plain code block, with no error about its cases', async ({
  page,
}) => {
  await gotoHydrated(page, '/liveupdate');
  await typeMdx(page, 'Sum:\n\n```py run=sum-two\nprint(sum(map(int, input().split())))\n```\n');
  const code = preview(page).locator('code.language-py');
  await expect(code).toHaveText(/^print\(sum\(map/, { timeout: 1000 });
  await expect(preview(page)).not.toContainText('sum-two');
  await expect(page.locator('#liveupdate-errors-mdx')).not.toContainText(/error/i);
});

test('a widget that throws while rendering is reported and does not take the page down', async ({
  page,
}) => {
  await gotoHydrated(page, '/liveupdate');
  await typeMdx(page, '<Info title="ok">fine</Info>');
  const callout = preview(page).getByRole('note').filter({ hasText: 'fine' });
  await expect(callout).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  // Compiles (an unknown widget would not: the compiler names it), but React refuses a style
  // written as a string when it renders.
  await page.keyboard.insertText('<div style="color: red">styled</div>');
  await expect(page.locator('#liveupdate-errors-mdx')).toContainText('Rendering error');
  await expect(callout).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live preview', level: 1 })).toBeVisible();
});

test('the draft survives a reload, and reset restores the sample (with undo)', async ({ page }) => {
  await gotoHydrated(page, '/liveupdate');
  await typeMdx(page, '<Warning title="kept">across reloads</Warning>');
  const kept = preview(page).getByRole('note').filter({ hasText: 'across reloads' });
  await expect(kept).toBeVisible();

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(mdxEditor(page)).toContainText('across reloads');
  await expect(kept).toBeVisible();

  await page.getByRole('button', { name: 'Reset to sample' }).click();
  await expect(mdxEditor(page)).toContainText('title: Counting with Frequency Arrays');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    'Counting with Frequency Arrays',
  );
  await page.getByRole('button', { name: 'Undo reset' }).click();
  await expect(mdxEditor(page)).toContainText('across reloads');
});

test('problem lists typed as JSON are validated by the content model and rendered by <Problems>', async ({
  page,
}) => {
  await gotoHydrated(page, '/liveupdate');
  await expect(preview(page).getByRole('link', { name: 'Apartments' })).toBeVisible();
  await page.getByRole('tab', { name: /Problem lists/ }).click();
  const json = page.getByRole('textbox', { name: 'Problem lists (JSON)' });
  await json.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(
    JSON.stringify({
      MODULE_ID: 'frequency-arrays',
      focus: [
        { source: 'CSES', name: 'Distinct Numbers', id: '1621', difficulty: 'Very Easy', tags: [] },
      ],
      practice: [
        {
          source: 'CSES',
          name: 'Playlist',
          id: '1141',
          difficulty: 'Easy',
          tags: ['Sliding Window'],
        },
        { source: 'CSES', name: 'Towers', id: '1073', difficulty: 'Medium', tags: [] },
      ],
    }),
  );
  await expect(page.locator('#liveupdate-errors-json')).toContainText(
    'Problem "Towers" has an unknown difficulty "Medium".',
  );
  await expect(preview(page).getByRole('link', { name: 'Playlist', exact: true })).toBeVisible();
  await expect(preview(page).getByRole('link', { name: 'Apartments' })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation at 360 px (${scheme}), editor and preview loaded`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      colorScheme: scheme,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/liveupdate');
    await expect(mdxEditor(page)).toBeVisible();
    await expect(preview(page).getByRole('link', { name: 'Apartments' })).toBeVisible();
    // Nothing wider than the screen: the panes stack.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The widgets inside the preview belong to the registry and are scanned on module pages.
    const results = await new AxeBuilder({ page }).exclude('[aria-label="Preview"]').analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    await context.close();
  });
}
