import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

// Article images on the built showcase module: the screenshot is a responsive, lazy raster that
// keeps its space while it loads; the diagram is inlined and drawn in the theme's colours; the
// live preview says honestly that it cannot show a draft's image.

const MODULE = '/general/using-this-guide';
const RASTER = 'img.article-raster';
const DIAGRAM = 'svg.article-svg';

/** Layout shifts from now on, as CLS counts them (not those just after input). */
async function startShiftLog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof log }).shifts = log;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
        );
        log.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift' });
  });
}

test('the screenshot is a responsive raster with its box, lazy below the fold', async ({
  page,
}) => {
  await gotoHydrated(page, MODULE);
  const image = page.locator(RASTER).first();
  const srcset = (await image.getAttribute('srcset')) ?? '';
  // The phone width, the content width and its double (the source is at least 1664 px wide).
  expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['416w', '832w', '1664w']);
  for (const [url] of srcset.split(', ').map((entry) => entry.split(' '))) {
    expect(url).toMatch(/^\/images\/[a-z0-9-]+-[0-9a-f]{20}-\d+\.png$/);
    expect((await page.request.get(url)).status(), url).toBe(200);
  }
  expect(await image.getAttribute('sizes')).toContain('768px');
  expect(await image.getAttribute('width')).toBe('832');
  expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
  expect(await image.getAttribute('loading')).toBe('lazy');
  expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(20);
  // Below the first screen, so the page's first load does not wait for it.
  const top = await image.evaluate((img) => img.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(page.viewportSize()!.height);
});

test('scrolled to, the screenshot loads the file for the screen and nothing moves', async ({
  page,
}) => {
  // Held back until the image is on screen and measured, so the test sees it arrive.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/images\/.+\.png$/, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  // Not waiting for `load`: it would wait for a held image.
  await page.goto(MODULE, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const image = page.locator(RASTER).first();
  await image.evaluate((img) => img.scrollIntoView({ block: 'center' }));
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  // The blocks scrolled past have been laid out (global.css: content-visibility); from here on,
  // only the image's arrival could move anything.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))),
  );
  await startShiftLog(page);
  const before = await image.boundingBox();
  const next = page.locator(`${RASTER} >> xpath=ancestor::figure/following-sibling::*[1]`);
  const nextBefore = await next.boundingBox();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
  release();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // The file for a 1280 px wide window at one device pixel per CSS pixel: the 832 px one.
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-832\.png$/);
  expect(await image.boundingBox()).toEqual(before);
  expect(await next.boundingBox()).toEqual(nextBefore);
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number }[] }).shifts,
  );
  expect(shifts).toEqual([]);
});

test('the diagram is inlined and drawn in the colours of the chosen theme', async ({ browser }) => {
  const colours: Record<string, { text: string; accent: string }> = {};
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await gotoHydrated(page, MODULE);
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/mode-dark/);
    const diagram = page.locator(DIAGRAM).first();
    await expect(diagram).toHaveAttribute('role', 'img');
    await expect(diagram).toHaveAttribute('aria-label', /Not Attempted/);
    // Real text, and no script survived inlining.
    await expect(diagram.locator('text').filter({ hasText: /^Solving$/ })).toHaveCount(1);
    expect(await diagram.locator('script').count()).toBe(0);
    colours[scheme] = await diagram.evaluate((svg) => {
      const box = svg.querySelector('rect') as SVGRectElement;
      const solving = [...svg.querySelectorAll('text')].find((t) => t.textContent === 'Solving')!;
      return { text: getComputedStyle(box).stroke, accent: getComputedStyle(solving).fill };
    });
    // The arrowheads' marker id was made unique and its references follow.
    const markerId = await diagram.locator('marker').getAttribute('id');
    expect(markerId).toMatch(/^svg\d+-[0-9a-f]{8}-arrow$/);
    expect(await diagram.locator(`[marker-end="url(#${markerId})"]`).count()).toBeGreaterThan(0);
    await context.close();
  }
  expect(colours.light.text).not.toBe(colours.dark.text);
  expect(colours.light.accent).not.toBe(colours.dark.accent);
  // Each theme's stroke is its text colour (currentColor): dark on light, light on dark.
  expect(colours.light.text).toBe('rgb(31, 41, 55)');
  expect(colours.dark.text).toBe('rgb(229, 231, 235)');
});

test('the live preview shows a draft image as a box with its alt text, not as a picture', async ({
  page,
}) => {
  await gotoHydrated(page, '/liveupdate');
  const editor = page.getByRole('textbox', { name: 'Module (MDX)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('Before.\n\n![Two arrays side by side](./images/arrays.png)\n');
  const preview = page.getByRole('region', { name: 'Rendered preview' });
  const box = preview.getByRole('img', { name: 'Two arrays side by side' });
  await expect(box).toBeVisible();
  await expect(box).toContainText('./images/arrays.png: shown on the built page');
  expect(await preview.locator('img').count()).toBe(0);
});
