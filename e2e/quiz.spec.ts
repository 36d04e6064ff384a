/**
 * The quiz on a real module page (Using This Guide), in Chromium against the built site: read
 * without JavaScript, its code fetched only when the quiz is scrolled near, answered right and
 * wrong with the mouse and with the keyboard alone, the answers kept across a reload in the
 * shape the user-data validation accepts, and no serious accessibility violation.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { validateField } from '../src/user-data';
import { expectNoSeriousA11yViolations } from './axe';
import { gotoHydrated, openReady, recordScriptRequests } from './helpers';

const PAGE = '/general/using-this-guide';
const ANSWERS_KEY = 'guide:userData:quizAnswers';

const quiz = (page: Page) => page.getByRole('region', { name: 'Quiz' });
const question = (page: Page, id: string) => page.locator(`[data-question="${id}"]`);

/** Scrolls the quiz into view and waits for the interactive quiz. */
async function openQuiz(page: Page): Promise<void> {
  await quiz(page).scrollIntoViewIfNeeded();
  await expect(quiz(page)).toHaveAttribute('data-quiz', 'interactive');
}

const storedAnswers = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), ANSWERS_KEY);

test('without JavaScript: every question and its choices, each answer and explanation in <details>', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(quiz(page)).toHaveAttribute('data-quiz', 'static');
  await expect(quiz(page).locator('[data-question]')).toHaveCount(5);
  await expect(quiz(page).locator('input')).toHaveCount(0);
  const first = question(page, 'guide-accepted-status');
  await expect(first).toContainText('The judge has just accepted your program');
  await expect(first.locator('[data-choice-body]').filter({ hasText: /^Solved$/ })).toBeVisible();
  await expect(first.locator('[data-choice-body]').first()).toHaveText('Solving');
  const answer = first.getByText('B: correct.');
  await expect(answer).toBeHidden();
  await first.getByText('Show the answer').click();
  await expect(answer).toBeVisible();
  await expect(first.locator('details')).toContainText(
    'an accepted program means the problem is solved',
  );
  await expect(first.locator('details')).toContainText(
    'C: not correct. Complete is a progress value for a whole module',
  );
  await context.close();
});

test('the quiz code is fetched only when the quiz is scrolled near, not with the page', async ({
  page,
}) => {
  const scripts = recordScriptRequests(page);
  const html = await (await page.request.get(PAGE)).text();
  expect(html).not.toMatch(/<(?:script|link)[^>]+(?:src|href)="\/quiz-[^"]+\.js"/);
  await openReady(page, PAGE);
  // Past load and idle: the pickers' and code blocks' deferred work has run by now.
  await page.waitForLoadState('networkidle');
  await expect(quiz(page)).toHaveAttribute('data-quiz', 'static');
  expect(scripts.filter((path) => /\/quiz-/.test(path))).toEqual([]);
  await openQuiz(page);
  expect(scripts.filter((path) => /\/quiz-/.test(path))).toHaveLength(1);
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`the page below the quiz does not move when the quiz becomes interactive (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openReady(page, PAGE);
    await page.waitForLoadState('networkidle');
    await expect(quiz(page)).toHaveAttribute('data-quiz', 'static');
    const height = () => quiz(page).evaluate((node) => node.getBoundingClientRect().height);
    const staticHeight = await height();
    await openQuiz(page);
    expect(Math.abs((await height()) - staticHeight)).toBeLessThanOrEqual(1);
  });
}

test('answered wrong, then right: each choice marked and explained; kept across a reload', async ({
  page,
}) => {
  await openReady(page, PAGE);
  await openQuiz(page);
  const first = question(page, 'guide-accepted-status');
  await first.getByRole('radio', { name: /Solving/ }).check();
  await first.getByRole('button', { name: 'Check' }).click();
  await expect(first.getByRole('status')).toHaveText(
    'Not quite. The answer is B. Each choice now shows why it is right or wrong.',
  );
  await expect(first).toContainText('Your choice, not correct.Solving is for a problem');
  await expect(first).toContainText('Correct, and you did not choose it.Right: an accepted');
  expect(await storedAnswers(page)).toEqual({ 'guide-accepted-status': 'wrong:1' });

  await first.getByRole('button', { name: 'Try again' }).click();
  await first.getByRole('radio', { name: /Solved/ }).check();
  await first.getByRole('button', { name: 'Check' }).click();
  await expect(first.getByRole('status')).toHaveText(
    'Correct! Each choice now shows why it is right or wrong.',
  );
  const stored = await storedAnswers(page);
  expect(stored).toEqual({ 'guide-accepted-status': 'right:2' });
  // What the page saved is exactly what the user-data validation accepts.
  expect(validateField('quizAnswers', stored)).toMatchObject({ value: stored, problems: [] });

  await page.reload();
  await openQuiz(page);
  await expect(first.getByRole('radio', { name: /Solved/ })).toBeChecked();
  await expect(first.getByRole('status')).toHaveText(
    'Correct! Each choice now shows why it is right or wrong.',
  );
  await expect(first.getByRole('button', { name: 'Try again' })).toBeVisible();
});

/** The element that has the focus, described for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName} ${element.getAttribute('type') ?? ''} ${element.textContent?.trim() ?? ''}`.trim()
      : '';
  });

async function expectFocus(page: Page, locator: Locator): Promise<void> {
  await expect(locator, await focused(page)).toBeFocused();
}

test('keyboard alone: Tab, arrows and Space to choose, Enter to check; the result takes the focus', async ({
  page,
}) => {
  await gotoHydrated(page, PAGE);
  // Start from the last control before the quiz (the video's button), as a reader tabbing down.
  const play = page.getByRole('button', { name: /Play video/ });
  await play.focus();
  await openQuiz(page);
  const first = question(page, 'guide-accepted-status');
  await page.keyboard.press('Tab');
  await expectFocus(page, first.getByRole('radio', { name: /Solving/ }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(first.getByRole('radio', { name: /Solved/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expectFocus(page, first.getByRole('button', { name: 'Check' }));
  await page.keyboard.press('Enter');
  await expectFocus(page, first.getByRole('status'));
  await expect(first.getByRole('status')).toHaveText(
    'Correct! Each choice now shows why it is right or wrong.',
  );

  // On to the "choose all that apply" question: Tab through the next question, Space to tick.
  await page.keyboard.press('Tab'); // Try again
  await page.keyboard.press('Tab'); // the next question's radios
  await page.keyboard.press('Tab'); // its Check
  const third = question(page, 'guide-where-progress-is-kept');
  const boxes = third.getByRole('checkbox');
  await page.keyboard.press('Tab');
  await expectFocus(page, boxes.nth(0));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expectFocus(page, third.getByRole('button', { name: 'Check' }));
  await page.keyboard.press('Enter');
  await expectFocus(page, third.getByRole('status'));
  await expect(third.getByRole('status')).toHaveText(
    'Correct! Each choice now shows why it is right or wrong.',
  );
  await page.keyboard.press('Tab');
  await expectFocus(page, third.getByRole('button', { name: 'Try again' }));
  await page.keyboard.press('Enter');
  await expectFocus(page, boxes.nth(0));
  await expect(boxes.nth(0)).not.toBeChecked();
});

test('no serious accessibility violations, before and after answering', async ({ page }) => {
  await openReady(page, PAGE);
  await openQuiz(page);
  await expectNoSeriousA11yViolations(page);
  const third = question(page, 'guide-where-progress-is-kept');
  await third.getByRole('checkbox').first().check();
  await third.getByRole('button', { name: 'Check' }).click();
  await expect(third.getByRole('status')).toContainText('Not quite.');
  await expectNoSeriousA11yViolations(page);
});
