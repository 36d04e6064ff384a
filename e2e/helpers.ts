import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a path and waits until React has hydrated it (clicks before that do nothing). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** The paths of the scripts the page requests from now on, in order (the array fills as it goes). */
export function recordScriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Opens a path, hydrated, once the store has read storage: the student's settings apply. */
export async function openReady(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-user-data', 'ready');
}

/**
 * Clicks as a person does: once the page has stopped moving. Scrolling a long module straight to
 * its problem tables makes the browser render the article blocks near them (`content-visibility`
 * in src/styles/global.css) a few frames later, which can move the table; Playwright presses and
 * releases within those frames, and a release on another element is no click at all.
 */
export async function clickWhenSettled(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.page().evaluate(
    () =>
      new Promise<void>((resolve) => {
        const layout = () => `${document.documentElement.scrollHeight} ${window.scrollY}`;
        let last = layout();
        let still = 0;
        const deadline = performance.now() + 2000;
        const frame = () => {
          const now = layout();
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 5 || performance.now() > deadline) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  await target.click();
}
