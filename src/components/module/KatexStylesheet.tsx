import React from 'react';
import { KATEX_CSS_PATH, KATEX_INLINE_ATTRIBUTE, toKatexFontUrl } from '../../mdx/katexFonts';

/**
 * KaTeX's stylesheet, for the page Head of pages that have math only. The server replaces this
 * link with the CSS itself, so the first paint waits for no extra request. That `<style>` stays
 * for the whole visit: a later math page reached in the browser finds it and links nothing; if the
 * first page had no math, the link loads the stylesheet then.
 */
export function KatexStylesheet({
  fonts = [],
}: {
  /**
   * The fonts of the page's first formulas (src/mdx/katexFonts.ts), preloaded so the math is
   * laid out once, in its own fonts: no layout shift when they arrive. `crossOrigin` because
   * fonts are always fetched in CORS mode: a preload without it would not be used.
   */
  fonts?: readonly string[];
}): React.JSX.Element | null {
  if (
    typeof document !== 'undefined' &&
    document.querySelector(`style[${KATEX_INLINE_ATTRIBUTE}]`)
  ) {
    return null;
  }
  return (
    <>
      {fonts.map((font) => (
        <link
          key={font}
          rel="preload"
          href={toKatexFontUrl(font)}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
      ))}
      <link rel="stylesheet" href={KATEX_CSS_PATH} />
    </>
  );
}
