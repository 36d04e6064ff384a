/**
 * KaTeX's stylesheet and fonts served as plain files under /katex/, so only pages with math link
 * the CSS (module and solution Heads) and the fonts load as files, never inlined as data URLs.
 */
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const KATEX_PUBLIC_DIR = 'katex';

/** node_modules/katex/dist, found from the site root. */
export function findKatexDist(root: string): string {
  return join(dirname(require.resolve('katex/package.json', { paths: [root] })), 'dist');
}

/** Copy katex.min.css and its fonts/ into public/katex/ (run after the build). */
export function copyKatexAssets(root: string): void {
  const dist = findKatexDist(root);
  const target = join(root, 'public', KATEX_PUBLIC_DIR);
  mkdirSync(join(target, 'fonts'), { recursive: true });
  cpSync(join(dist, 'katex.min.css'), join(target, 'katex.min.css'));
  // woff2 is supported by every browser we target; the css lists woff/ttf only as fallbacks.
  cpSync(join(dist, 'fonts'), join(target, 'fonts'), { recursive: true });
}
