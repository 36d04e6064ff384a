import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

test('Contact Us opens a prefilled new issue with the page URL, sending nothing before the click', async ({
  page,
  context,
}) => {
  const outgoing: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) outgoing.push(request.url());
  });
  // The repository host is not reachable from the test machine: answer for it.
  await context.route('https://github.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>new issue</title>' }),
  );

  await gotoHydrated(page, '/license');
  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Suggestion' }).check();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Please add a module on hashing.');
  expect(outgoing).toEqual([]);

  const popupPromise = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open prefilled issue' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.pathname).toMatch(/\/issues\/new$/);
  expect(url.searchParams.get('title')).toBe('Suggestion: /license');
  expect(url.searchParams.get('labels')).toBe('suggestion');
  const body = url.searchParams.get('body') ?? '';
  expect(body).toContain('**Page:** http://127.0.0.1');
  expect(body).toContain('/license');
  expect(body).toContain('Please add a module on hashing.');
  await expect(dialog).toBeHidden();
});

test('Escape closes the Contact Us form and returns focus to its button', async ({ page }) => {
  await gotoHydrated(page, '/');
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' });
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();
});
