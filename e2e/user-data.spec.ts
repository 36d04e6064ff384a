import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadCorpus } from '../src/content-model/load';
import { expectNoSeriousA11yViolations } from './axe';
import { clickWhenSettled, openReady } from './helpers';

// The student's settings and progress on the built site, through a real module page's problem
// status pickers and module progress control.
const MODULE_PAGE = '/bronze/prefix-sums';
const MODULE_ID = 'prefix-sums';
const MODULE_TITLE = 'Prefix Sums';
const [A, B, C] = ['Breed Counting', 'Ilya and Queries', 'Range Xor Queries'];

const moduleProblems = (
  loadCorpus(join(__dirname, '..')).corpus.modules.find((m) => m.id === MODULE_ID)?.lists ?? []
).flatMap((list) => list.problems);

/** A problem's stored id (its URL), as the corpus gives it. */
function uniqueIdOf(name: string): string {
  const problem = moduleProblems.find((p) => p.name === name);
  if (!problem) throw new Error(`${MODULE_ID} has no problem named ${name}`);
  return problem.uniqueID;
}
const ID_A = uniqueIdOf(A);
const ID_B = uniqueIdOf(B);

async function choose(page: Page, button: RegExp, option: string): Promise<void> {
  await clickWhenSettled(page.getByRole('button', { name: button }));
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Exact accessible-name options for getByRole. */
const named = (name: string) => ({ name, exact: true });
const statusOf = (problem: string, status: string) => named(`Status of ${problem}: ${status}`);
const problemA = (status: string) => statusOf(A, status);
const moduleControl = (progress: string) => named(`Progress on ${MODULE_TITLE}: ${progress}`);
const STATUS_A = new RegExp(`^Status of ${A}`);
const STATUS_B = new RegExp(`^Status of ${B}`);
const STATUS_C = new RegExp(`^Status of ${C}`);
const MODULE_CONTROL = new RegExp(`^Progress on ${MODULE_TITLE}`);

async function userDataKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) as string;
      if (key.startsWith('guide:')) entries[key] = localStorage.getItem(key) as string;
    }
    return entries;
  });
}

test('a status and a module progress persist across a reload', async ({ page }) => {
  await openReady(page, MODULE_PAGE);
  await choose(page, STATUS_A, 'Solving');
  // The rule: working on a problem of a not-started module moves the module to Practicing.
  await expect(page.getByRole('button', moduleControl('Practicing'))).toBeVisible();
  await choose(page, STATUS_A, 'Solved');
  await choose(page, MODULE_CONTROL, 'Complete');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-user-data', 'ready');
  await expect(page.getByRole('button', problemA('Solved'))).toBeVisible();
  await expect(page.getByRole('button', moduleControl('Complete'))).toBeVisible();
  await expect(page.getByRole('button', statusOf(B, 'Not Attempted'))).toBeVisible();
});

test('a value from a newer version is shown as the default and survives the next change', async ({
  page,
}) => {
  await openReady(page, MODULE_PAGE);
  await page.evaluate(
    (id) =>
      localStorage.setItem(
        'guide:userData:userProgressOnProblems',
        JSON.stringify({ [id]: 'Reviewing' }),
      ),
    ID_A,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-user-data', 'ready');
  await expect(page.getByRole('button', problemA('Not Attempted'))).toBeVisible();
  await choose(page, STATUS_B, 'Solved');
  const stored = await userDataKeys(page);
  expect(JSON.parse(stored['guide:userData:userProgressOnProblems'] ?? '{}')).toEqual({
    [ID_A]: 'Reviewing',
    [ID_B]: 'Solved',
  });
  expect(stored['guide:userData:schemaVersion']).toBe('1');
});

test('a corrupted key falls back to its default alone, with a console warning', async ({
  page,
}) => {
  await openReady(page, MODULE_PAGE);
  await choose(page, STATUS_A, 'Skipped');
  await choose(page, MODULE_CONTROL, 'Reading');
  await openReady(page, '/settings');
  await page.getByRole('radio', { name: 'Python' }).check();

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openReady(page, MODULE_PAGE);
  await expect(page.getByRole('button', moduleControl('Reading'))).toBeVisible();
  await page.evaluate(
    (id) => localStorage.setItem('guide:userData:userProgressOnModules', `{"${id}": "Read`),
    MODULE_ID,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-user-data', 'ready');
  await expect(page.getByRole('button', moduleControl('Not Started'))).toBeVisible();
  await expect(page.getByRole('button', problemA('Skipped'))).toBeVisible();
  expect(warnings.some((text) => text.includes('guide:userData:userProgressOnModules'))).toBe(true);
  await openReady(page, '/settings');
  await expect(page.getByRole('radio', { name: 'Python' })).toBeChecked();
});

test('a malformed import file is refused with a message and changes nothing', async ({ page }) => {
  await openReady(page, MODULE_PAGE);
  await choose(page, STATUS_A, 'Solved');
  await openReady(page, '/settings');
  const before = await userDataKeys(page);

  await page.getByTestId('import-file').setInputFiles({
    name: 'progress.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'cp-guide-user-data',
        version: 1,
        data: { userProgressOnProblems: { [ID_A]: 'Done' } },
      }),
    ),
  });
  const message = page.getByTestId('import-result');
  await expect(message).toContainText('Nothing was imported and your progress is unchanged');
  await expect(message).toContainText(
    `data.userProgressOnProblems: entry "${ID_A}": "Done" is not a problem status`,
  );
  await page.getByTestId('import-file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not json at all'),
  });
  await expect(message).toContainText('The file is not valid JSON');
  expect(await userDataKeys(page)).toEqual(before);
  await expect(page.getByText('No backups yet.')).toBeVisible();
});

test('export, then import into a fresh profile, reproduces the state; the replaced state is restorable', async ({
  page,
  browser,
}) => {
  await openReady(page, MODULE_PAGE);
  await choose(page, STATUS_A, 'Solved');
  await choose(page, STATUS_B, 'Ignored');
  await choose(page, MODULE_CONTROL, 'Complete');
  await openReady(page, '/settings');
  await page.getByRole('radio', { name: 'Java' }).check();
  await page.getByRole('checkbox', { name: /Hide tags and solutions/ }).check();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export progress and settings' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cp-guide-progress-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = await readFile(await download.path());

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  // The fresh profile has some progress of its own, which the import must back up.
  await openReady(other, MODULE_PAGE);
  await choose(other, STATUS_C, 'Solving');
  await openReady(other, '/settings');
  await other.getByTestId('import-file').setInputFiles({
    name: 'progress.json',
    mimeType: 'application/json',
    buffer: exported,
  });
  await expect(other.getByTestId('import-result')).toContainText(
    'Imported progress.json. Your previous progress was saved as a backup',
  );
  await expect(other.getByRole('radio', { name: 'Java' })).toBeChecked();
  await expect(other.getByRole('checkbox', { name: /Hide tags and solutions/ })).toBeChecked();

  await openReady(other, MODULE_PAGE);
  await expect(other.getByRole('button', problemA('Solved'))).toBeVisible();
  await expect(other.getByRole('button', statusOf(B, 'Ignored'))).toBeVisible();
  await expect(other.getByRole('button', statusOf(C, 'Not Attempted'))).toBeVisible();
  await expect(other.getByRole('button', moduleControl('Complete'))).toBeVisible();

  // The profile's own progress was saved before the import and comes back on restore.
  await openReady(other, '/settings');
  const backup = other.getByTestId('backup');
  await expect(backup).toHaveCount(1);
  await expect(backup).toContainText('Before importing progress.json');
  await backup.getByRole('button', { name: /^Restore backup/ }).click();
  await expect(other.getByText(/^Restored the backup from/)).toBeVisible();
  await openReady(other, MODULE_PAGE);
  await expect(other.getByRole('button', statusOf(C, 'Solving'))).toBeVisible();
  await expect(other.getByRole('button', problemA('Not Attempted'))).toBeVisible();
  await fresh.close();
});

test('dark mode chosen in the header persists and applies before paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openReady(page, '/settings');
  await expect(page.locator('html')).not.toHaveClass(/mode-dark/);
  await page.getByTestId('dark-mode-toggle').click();
  await expect(page.locator('html')).toHaveClass(/mode-dark/);
  await expect(page.getByRole('checkbox', { name: /Dark mode/ })).toBeChecked();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/mode-dark/);
  expect(await page.evaluate(() => localStorage.getItem('guide:userData:darkMode'))).toBe('true');
});

test('the settings page and the progress controls pass an accessibility scan, light and dark', async ({
  page,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openReady(page, '/settings');
    await expectNoSeriousA11yViolations(page);
    await openReady(page, MODULE_PAGE);
    await expectNoSeriousA11yViolations(page);
    // The open list too: options, their names and the selected state.
    await page.getByRole('button', { name: STATUS_A }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
  }
});

test('a newly solved problem celebrates with confetti, loaded only then and never under reduced motion', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  const confettiLoaded = () => scripts.some((text) => text.includes('OffscreenCanvas'));

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openReady(page, MODULE_PAGE);
  await choose(page, STATUS_A, 'Solved');
  await expect(page.getByRole('button', problemA('Solved'))).toBeVisible();
  await page.waitForTimeout(300);
  expect(confettiLoaded()).toBe(false);
  await expect(page.locator('body > canvas')).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await choose(page, STATUS_B, 'Solved');
  await expect(page.locator('body > canvas')).toHaveCount(1);
  // The response bodies are read asynchronously: wait for the confetti chunk's to arrive.
  await expect.poll(confettiLoaded).toBe(true);
});

test('a change that does not fit in full storage is reported to the student, not lost silently', async ({
  page,
}) => {
  await openReady(page, MODULE_PAGE);
  // Fill this origin's localStorage to the brim with filler keys, halving the chunk each time.
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`filler-${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  await choose(page, STATUS_A, 'Solving');
  const alert = page.getByRole('alert').filter({ hasText: 'Not saved.' });
  await expect(alert).toContainText("Your browser's storage for this site is full");
  // The choice still shows in this tab, and the student can dismiss the message.
  await expect(page.getByRole('button', problemA('Solving'))).toBeVisible();
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Not saved.')).toHaveCount(0);
});

test('the status picker works with the keyboard alone', async ({ page }) => {
  await openReady(page, MODULE_PAGE);
  const picker = page.getByRole('button', problemA('Not Attempted'));
  await picker.focus();
  // Like a native select: Space or the arrow keys open it, the arrows move, Enter chooses.
  await page.keyboard.press('Space');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('option')).toHaveText([
    'Not Attempted',
    'Solving',
    'Solved',
    'Ignored',
    'Skipped',
  ]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(page.getByRole('button', problemA('Solved'))).toBeFocused();
});

test('a change in one tab shows in another tab without a reload', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openReady(first, MODULE_PAGE);
  await openReady(second, MODULE_PAGE);
  await choose(first, STATUS_A, 'Ignored');
  await expect(second.getByRole('button', problemA('Ignored'))).toBeVisible();
  await expect(second.getByRole('button', moduleControl('Not Started'))).toBeVisible();
});
