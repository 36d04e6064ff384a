/**
 * The layout-shift sweep: every built page, opened fresh in Chromium at a phone's and a laptop's
 * viewport, its `layout-shift` entries recorded from before the first paint until it has settled
 * (loaded, hydrated, fonts in, scrolled to the bottom and back so the text below the fold is laid
 * out, idle). layoutShift.ts turns the entries into CLS.
 *
 * One browser serves the whole sweep, one page at a time (the machine has two cores and the
 * timings of a loaded page are not what is measured); each page gets a new browser context, so an
 * empty cache and no service worker, as on a first visit.
 *
 * Whether a page shifts can depend on a race, such as a block of text parsed in one frame or two,
 * which a fast machine wins and a phone does not. So the phone's CPU runs 4× slower (Lighthouse's
 * mobile setting), and long pages parse in several chunks with frames in between, as they do on
 * a student's phone. Fonts come from the local server, as fast as the machine allows: the sweep
 * catches a font that swaps in after the first paint when the machine is slower than the font,
 * not every time (Chromium holds the first paint for fonts asked for from the head for at most
 * 100 ms; a font delayed beyond that on purpose would show a swap on every page, fixed or not).
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { MOBILE_CONTEXT } from './fetched';
import { toCls, VIEWPORTS, type ClsFigure, type ShiftEntry, type ViewportId } from './layoutShift';
import { measurementError, type ClsPage, type ClsSweep, type Measured } from './types';

/** How a page is opened at one viewport of the sweep. */
export interface SweepConditions {
  context: BrowserContextOptions;
  /** CPU slowdown (Chrome DevTools' throttling rate); 1 is full speed. */
  cpuSlowdown: number;
}

/** The phone is the bench's usual mobile context at Lighthouse's 4× slowdown; the laptop is not slowed. */
export const SWEEP_CONDITIONS: Readonly<Record<ViewportId, SweepConditions>> = {
  mobile: {
    context: { ...MOBILE_CONTEXT, viewport: VIEWPORTS.mobile },
    cpuSlowdown: 4,
  },
  desktop: {
    context: { viewport: VIEWPORTS.desktop, deviceScaleFactor: 1 },
    cpuSlowdown: 1,
  },
};

/**
 * Runs in the page before any of its own scripts: records every layout shift, with a short name
 * for each element that moved. A string, so the bundler leaves it as it is.
 */
const RECORD_SHIFTS = `(() => {
  const shifts = (window.__benchLayoutShifts = []);
  const describe = (node) => {
    const element = node && node.nodeType === 3 ? node.parentElement : node;
    if (!element || !element.tagName) return '(removed)';
    const tag = element.tagName.toLowerCase();
    if (element.id) return tag + '#' + element.id;
    const className = typeof element.className === 'string' ? element.className.trim() : '';
    return className ? tag + '.' + className.split(/\\s+/)[0] : tag;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources || []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * In the page: scrolls down a viewport at a time to the bottom and back to the top, letting two
 * frames pass at each stop so what comes into view is laid out; then waits for the fonts and
 * for the browser to be idle. Script scrolling is not input: shifts it causes still count.
 */
async function settle(): Promise<void> {
  const frames = () =>
    new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  await document.fonts.ready;
  const step = Math.max(200, window.innerHeight);
  for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
    window.scrollTo(0, y);
    await frames();
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await frames();
  window.scrollTo(0, 0);
  await frames();
  await document.fonts.ready;
  await new Promise<void>((done) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => done(), { timeout: 1000 })
      : setTimeout(done, 200),
  );
  await frames();
}

/**
 * The shifts of one fresh visit of `url` under `conditions`, from before the first paint until
 * the page has settled.
 */
export async function recordLayoutShifts(
  browser: Browser,
  url: string,
  conditions: SweepConditions,
): Promise<ShiftEntry[]> {
  const context = await browser.newContext(conditions.context);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_SHIFTS);
    if (conditions.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
    }
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    // The 404 page answers 404 and is a page all the same.
    if (!response || response.status() >= 500) {
      throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    }
    // React has hydrated (gatsby-browser.tsx): shifts from hydration are in.
    await page
      .locator('html[data-hydrated="true"]')
      .waitFor({ state: 'attached', timeout: 15_000 });
    await page.evaluate(settle);
    return await page.evaluate(
      () => (window as unknown as { __benchLayoutShifts: ShiftEntry[] }).__benchLayoutShifts,
    );
  } finally {
    await context.close();
  }
}

/** Every path at every viewport, in sequence; a page that fails is recorded as an error. */
export async function sweepLayoutShift(
  browser: Browser,
  origin: string,
  paths: readonly string[],
  log: (line: string) => void = () => undefined,
): Promise<ClsSweep> {
  const measure = (path: string, viewport: ViewportId): Promise<Measured<ClsFigure>> =>
    recordLayoutShifts(browser, `${origin}${path}`, SWEEP_CONDITIONS[viewport])
      .then((entries) => {
        const { cls, worst } = toCls(entries);
        // The five largest shifts say what moved; the rest only make the JSON longer.
        return { cls, worst: worst.slice(0, 5) };
      })
      .catch(measurementError);
  const pages: ClsPage[] = [];
  const started = Date.now();
  for (const path of paths) {
    pages.push({
      path,
      cls: { mobile: await measure(path, 'mobile'), desktop: await measure(path, 'desktop') },
    });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  log(`CLS sweep: ${paths.length} pages at 2 viewports in ${seconds} s.`);
  return { pages };
}
