/**
 * KaTeX's stylesheet and fonts served as plain files under /katex/, so only pages with math link
 * the CSS (module and solution Heads) and the fonts load as files, never inlined as data URLs.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const KATEX_PUBLIC_DIR = 'katex';

/** node_modules/katex/dist under the site root (plain paths: this file is bundled by Gatsby). */
export function findKatexDist(root: string): string {
  const dist = join(root, 'node_modules', 'katex', 'dist');
  if (!existsSync(join(dist, 'katex.min.css'))) {
    throw new Error(`KaTeX's stylesheet is missing from ${dist}: run npm install.`);
  }
  return dist;
}

/** Copy katex.min.css and its woff2 fonts into public/katex/ (run after the build). */
export function copyKatexAssets(root: string): void {
  const dist = findKatexDist(root);
  const target = join(root, 'public', KATEX_PUBLIC_DIR);
  mkdirSync(join(target, 'fonts'), { recursive: true });
  copyFileSync(join(dist, 'katex.min.css'), join(target, 'katex.min.css'));
  // Every browser we support reads woff2, which the CSS lists first; the woff/ttf fallbacks
  // would only add files no visitor downloads.
  for (const font of readdirSync(join(dist, 'fonts'))) {
    if (font.endsWith('.woff2')) {
      copyFileSync(join(dist, 'fonts', font), join(target, 'fonts', font));
    }
  }
}

/**
 * KaTeX's stylesheet as the server inlines it into the first page a visitor opens (see
 * gatsby-ssr.tsx): font URLs made absolute (the CSS no longer sits in /katex/) and only the
 * woff2 files listed, since those are the only ones the build copies.
 */
export function toInlineKatexCss(css: string): string {
  return css
    .replace(/,url\(fonts\/[\w-]+\.woff\) format\("woff"\)/g, '')
    .replace(/,url\(fonts\/[\w-]+\.ttf\) format\("truetype"\)/g, '')
    .replace(/url\(fonts\//g, `url(/${KATEX_PUBLIC_DIR}/fonts/`);
}

let inlineCss: string | null = null;

/** toInlineKatexCss of the installed KaTeX, read once per build process. */
export function readInlineKatexCss(root: string): string {
  inlineCss ??= toInlineKatexCss(readFileSync(join(findKatexDist(root), 'katex.min.css'), 'utf8'));
  return inlineCss;
}

/**
 * The name under which the HTML renderer finds readInlineKatexCss's result (gatsby-ssr.tsx). It
 * is compiled in as a constant because a page render must not read files: Gatsby notices `fs`
 * calls while rendering ("Unsafe builtin usage") and then renders every page again on each build,
 * instead of only the pages whose content changed.
 */
export const INLINE_KATEX_CSS = '__INLINE_KATEX_CSS__';

/** For webpack's DefinePlugin: INLINE_KATEX_CSS as a string literal. */
export function inlineKatexCssDefinition(root: string): Record<string, string> {
  return { [INLINE_KATEX_CSS]: JSON.stringify(readInlineKatexCss(root)) };
}
