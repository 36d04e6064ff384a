/**
 * Which of KaTeX's web fonts a page's first formulas use, read from its article's HTML when the
 * build creates the page (src/gatsby/pages.ts), so that the page's Head can preload them
 * (KatexStylesheet).
 *
 * Why: KaTeX's stylesheet declares its fonts with @font-face, and a browser only requests a font
 * once it lays out text that uses it, that is after the first layout. The first paint then shows
 * the math in a fallback font's metrics, and when the real font arrives every formula changes
 * width and height and moves the text around it: a layout shift on every math page (CLS 0.16 on
 * a phone for /solutions/cses-1660). A font preloaded from the head is requested as the head is
 * parsed, and Chromium holds the first paint for it until it has arrived (for at most 100 ms more
 * than the page would otherwise wait). A font that has arrived is still decoded before text can
 * use it, so a script right after KaTeX's CSS also asks for each face (`document.fonts.load`):
 * Chromium holds the first paint for fonts loaded that way from the head until they are ready to
 * use, within the same limits. The math is then laid out once, in its own fonts.
 */

/** Where the build copies KaTeX's CSS and fonts (src/gatsby/katex.ts). */
export const KATEX_CSS_PATH = '/katex/katex.min.css';

/** Marks the `<style>` with KaTeX's CSS that the server puts in a math page (gatsby-ssr.tsx). */
export const KATEX_INLINE_ATTRIBUTE = 'data-katex-inline';

/** The first formulas of a page, whose fonts are preloaded: more than a screenful of a long page. */
export const PRELOADED_FORMULAS = 16;

/**
 * KaTeX's class names (katex.min.css) → the woff2 file of the face they select. A formula with
 * none of them still uses KaTeX_Main-Regular (`.katex` itself), for digits and operators.
 */
const FONT_BY_CLASS: Readonly<Record<string, string>> = {
  mathnormal: 'KaTeX_Math-Italic',
  boldsymbol: 'KaTeX_Math-BoldItalic',
  mathit: 'KaTeX_Main-Italic',
  textit: 'KaTeX_Main-Italic',
  mathbf: 'KaTeX_Main-Bold',
  textbf: 'KaTeX_Main-Bold',
  amsrm: 'KaTeX_AMS-Regular',
  textbb: 'KaTeX_AMS-Regular',
  mathcal: 'KaTeX_Caligraphic-Regular',
  textfrak: 'KaTeX_Fraktur-Regular',
  mathtt: 'KaTeX_Typewriter-Regular',
  texttt: 'KaTeX_Typewriter-Regular',
  textscr: 'KaTeX_Script-Regular',
  textsf: 'KaTeX_SansSerif-Regular',
  'small-op': 'KaTeX_Size1-Regular',
  'large-op': 'KaTeX_Size2-Regular',
};

/** `size1`…`size4` select a font only together with `delimsizing` (`.delimsizing.size2`). */
const DELIMITER_SIZES = /\bdelimsizing\b[^"]*\bsize([1-4])\b|\bsize([1-4])\b[^"]*\bdelimsizing\b/;

const FORMULA_START = '<span class="katex">';

/**
 * The KaTeX font files (names without `.woff2`) that the first `formulas` formulas of `html`
 * use, KaTeX_Main-Regular first; empty when the page has no math. Display math is a formula too
 * (its `.katex` sits inside `.katex-display`).
 */
export function findKatexFonts(html: string, formulas = PRELOADED_FORMULAS): string[] {
  const starts: number[] = [];
  for (let at = html.indexOf(FORMULA_START); at !== -1; at = html.indexOf(FORMULA_START, at + 1)) {
    starts.push(at);
  }
  if (starts.length === 0) return [];
  // From the first formula to the start of the one after the last counted (or the end).
  const end = starts[formulas] ?? html.length;
  const fonts = new Set<string>(['KaTeX_Main-Regular']);
  for (const [, classes] of html.slice(starts[0], end).matchAll(/class="([^"]*)"/g)) {
    for (const name of classes.split(/\s+/)) {
      const font = FONT_BY_CLASS[name];
      if (font) fonts.add(font);
    }
    const size = DELIMITER_SIZES.exec(classes);
    if (size) fonts.add(`KaTeX_Size${size[1] ?? size[2]}-Regular`);
  }
  return [...fonts];
}

/**
 * Where the build serves a KaTeX font (copyKatexAssets in src/gatsby/katex.ts), as the inline CSS names it.
 * Not imported from there, which reads files and so stays out of the page renderer; a test
 * checks the two agree.
 */
export function toKatexFontUrl(font: string): string {
  return `/katex/fonts/${font}.woff2`;
}

/** The inverse of toKatexFontUrl: the font of a URL under /katex/fonts/, else undefined. */
export function fromKatexFontUrl(url: string): string | undefined {
  return /^\/katex\/fonts\/(KaTeX_[\w-]+)\.woff2$/.exec(url)?.[1];
}

/**
 * The CSS `font` shorthand that selects a KaTeX font file's face in KaTeX's @font-face rules:
 * "KaTeX_Math-Italic" → "italic 1em KaTeX_Math", "KaTeX_Main-Bold" → "bold 1em KaTeX_Main".
 */
export function toKatexFontShorthand(font: string): string {
  const [family, variant = 'Regular'] = font.split('-');
  const style = variant.includes('Italic') ? 'italic ' : '';
  const weight = variant.includes('Bold') ? 'bold ' : '';
  return `${style}${weight}1em ${family}`;
}

/**
 * A script for the head, after KaTeX's CSS: starts loading each of `fonts` through the Font
 * Loading API, which makes Chromium hold the first paint until they can be used (see above).
 * A failed load only leaves the browser's own font swap; it is not an error.
 */
export function katexFontLoadScript(fonts: readonly string[]): string {
  const faces = JSON.stringify(fonts.map(toKatexFontShorthand));
  return `document.fonts&&${faces}.forEach(function(f){document.fonts.load(f).catch(function(){})})`;
}
