/**
 * The live preview shows what the site shows: a real module pasted into /liveupdate renders the
 * same text as its built page, with its formulas laid out by the same KaTeX styles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

/** A module with math, a diagram, a focus problem, lists and internal solutions. */
const MODULE_FILE = 'content/general/time-complexity';
const MODULE_PATH = '/general/time-complexity';
const TITLE = 'Time Complexity';

const read = (file: string) => readFileSync(join(__dirname, '..', file), 'utf8');

/** The article's body (ContentArticle), on a module page or in the preview. */
const body = (scope: Page | Locator) => scope.locator('.article-blocks');
const preview = (page: Page) => page.getByRole('region', { name: 'Rendered preview' });

/**
 * The text a reader sees, whitespace normalised, and how many of KaTeX's MathML copies are shown.
 * A MathML copy is for screen readers: KaTeX's CSS clips it to a pixel, and then it is left out
 * of the text here (innerText would read it, clipped or not); without that CSS it shows, and is
 * read, next to the formula. Blocks far down a long article skip layout until scrolled near
 * (global.css); they are laid out first so that every block is read the same way.
 *
 * A picture is drawn only on the built page; the preview shows a stand-in with the same
 * description. Each is read by its accessible name, and left out of the text.
 */
async function visibleText(
  article: Locator,
): Promise<{ text: string; shownMathml: number; pictures: string[] }> {
  return article.evaluate((node) => {
    for (const block of Array.from(node.children)) {
      (block as HTMLElement).style.setProperty('content-visibility', 'visible');
    }
    const pictures = Array.from(
      node.querySelectorAll<HTMLElement>(
        '.article-svg, .article-raster, .article-image-placeholder',
      ),
    );
    for (const picture of pictures) picture.style.setProperty('display', 'none');
    const mathml = Array.from(node.querySelectorAll<HTMLElement>('.katex-mathml'));
    const clipped = mathml.filter((m) => {
      const { width, height } = m.getBoundingClientRect();
      return width <= 1 && height <= 1;
    });
    for (const m of clipped) m.style.setProperty('display', 'none');
    const text = (node as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    for (const m of clipped) m.style.removeProperty('display');
    for (const picture of pictures) picture.style.removeProperty('display');
    const names = pictures.map(
      (picture) => picture.getAttribute('aria-label') ?? picture.getAttribute('alt') ?? '',
    );
    return { text, shownMathml: mathml.length - clipped.length, pictures: names };
  });
}

/** The visible box of the article's first formula, once KaTeX's fonts are in. */
async function firstFormulaBox(article: Locator) {
  const formula = article.locator('.katex').first();
  await expect(formula).toBeVisible();
  return formula.evaluate(async (node) => {
    // Laid out once, the formula has asked for its fonts; measure when they are in.
    node.getBoundingClientRect();
    await document.fonts.ready;
    const { width, height } = node.getBoundingClientRect();
    return { text: (node as HTMLElement).innerText, width, height };
  });
}

/** Replaces the text of one editor tab, as an author pasting a file would. */
async function paste(page: Page, tab: RegExp, editor: string, text: string) {
  await page.getByRole('tab', { name: tab }).click();
  const box = page.getByRole('textbox', { name: editor });
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('a module pasted into the live preview renders as its built page: same text, same formula boxes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await gotoHydrated(page, MODULE_PATH);
  const built = await visibleText(body(page));
  const builtFormula = await firstFormulaBox(body(page));
  expect(built.text.length).toBeGreaterThan(1000);
  expect(built.shownMathml).toBe(0);
  expect(built.pictures).toHaveLength(1);
  expect(built.pictures[0]).toContain('A log-log chart of the step counts');

  await gotoHydrated(page, '/liveupdate');
  await expect(page.getByRole('textbox', { name: 'Module (MDX)' })).toBeVisible();
  await paste(page, /^MDX/, 'Module (MDX)', read(`${MODULE_FILE}.mdx`));
  await paste(page, /Problem lists/, 'Problem lists (JSON)', read(`${MODULE_FILE}.problems.json`));
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(TITLE);
  // The problem that links to an internal solution is kept, with its link, as on the site.
  await expect(page.locator('#liveupdate-errors-json')).not.toContainText('internal solution');

  const inPreview = body(preview(page));
  // The same text, and no formula read twice (its MathML copy shown beside it).
  await expect.poll(() => visibleText(inPreview), { timeout: 10_000 }).toEqual(built);

  const previewFormula = await firstFormulaBox(inPreview);
  expect(previewFormula.text).toBe(builtFormula.text);
  expect(previewFormula.width).toBeCloseTo(builtFormula.width, 1);
  expect(previewFormula.height).toBeCloseTo(builtFormula.height, 1);
});
