import React from 'react';

/** Where the build copies KaTeX's CSS and fonts (src/gatsby/katex.ts). */
export const KATEX_CSS_PATH = '/katex/katex.min.css';

/** Marks the `<style>` with KaTeX's CSS that the server puts in a math page (gatsby-ssr.tsx). */
export const KATEX_INLINE_ATTRIBUTE = 'data-katex-inline';

/**
 * KaTeX's stylesheet, for the page Head of pages that have math only. The server replaces this
 * link with the CSS itself, so the first paint waits for no extra request. That `<style>` stays
 * for the whole visit: a later math page reached in the browser finds it and links nothing; if the
 * first page had no math, the link loads the stylesheet then.
 */
export function KatexStylesheet(): React.JSX.Element | null {
  if (
    typeof document !== 'undefined' &&
    document.querySelector(`style[${KATEX_INLINE_ATTRIBUTE}]`)
  ) {
    return null;
  }
  return <link rel="stylesheet" href={KATEX_CSS_PATH} />;
}
