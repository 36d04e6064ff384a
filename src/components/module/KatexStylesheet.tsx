import React from 'react';

/** Where the build copies KaTeX's CSS and fonts (src/gatsby/katex.ts). */
export const KATEX_CSS_PATH = '/katex/katex.min.css';

/** KaTeX's stylesheet, for the page Head of pages that have math only. */
export function KatexStylesheet(): React.JSX.Element {
  return <link rel="stylesheet" href={KATEX_CSS_PATH} />;
}
