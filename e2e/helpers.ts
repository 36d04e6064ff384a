import { expect, type Page } from '@playwright/test';

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
