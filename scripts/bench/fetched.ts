/**
 * What Chromium actually fetches for a first visit: each page opens in a fresh browser context
 * (empty cache, no service worker yet), and every response body until the network has been
 * idle for 500 ms is handed to the byte accounting.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { accountPageBytes, type FetchedResource } from './bytes';
import { CHROMIUM_FLAGS } from './environment';
import type { PageBytes } from './types';

/** Lighthouse's default mobile screen, so both see the same above-the-fold content. */
export const MOBILE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

export function launchBrowser(executablePath: string): Promise<Browser> {
  // Playwright adds its own headless switch.
  return chromium.launch({
    executablePath,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
}

/** Every response of a first visit to `url` in a fresh context, until the network is idle. */
export async function fetchFirstVisit(browser: Browser, url: string): Promise<FetchedResource[]> {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    const page = await context.newPage();
    const collect = collectResponses(page);
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response || !response.ok()) {
      throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    }
    return await collect();
  } finally {
    await context.close();
  }
}

/**
 * Starts recording the page's responses; the function returned resolves to those received so
 * far, with their bodies.
 */
export function collectResponses(page: Page): () => Promise<FetchedResource[]> {
  const pending: Promise<FetchedResource | undefined>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          resourceType: request.resourceType(),
          contentType: (response.headers()['content-type'] ?? '').toLowerCase(),
          body,
        }))
        // Redirects and aborted requests have no body: nothing was downloaded to count.
        .catch(() => undefined),
    );
  });
  return async () =>
    (await Promise.all(pending)).filter(
      (resource): resource is FetchedResource => resource !== undefined,
    );
}

export async function measurePageBytes(browser: Browser, url: string): Promise<PageBytes> {
  return accountPageBytes(await fetchFirstVisit(browser, url));
}
