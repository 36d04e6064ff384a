/** Which pages the layout-shift sweep (clsSweep.ts) opens: every HTML page of the build. */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Built HTML that is not a page a visitor opens: Gatsby's slice fragments, the offline plugin's
 * empty app shell, and public/404.html, the same page as /404 served for unknown paths.
 */
const NOT_PAGES = [
  /^_gatsby\//,
  /^page-data\//,
  /^offline-plugin-app-shell-fallback\//,
  /^404\.html$/,
];

/**
 * The URL path of each page built into `publicDir`, sorted: `a/b/index.html` → `/a/b`, other
 * `x.html` files as they are (`trailingSlash: 'never'`, as staticServer.ts routes them).
 */
export function listSweepPaths(publicDir: string): string[] {
  const paths: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const file = relative(publicDir, path).split(sep).join('/');
      if (NOT_PAGES.some((pattern) => pattern.test(file))) continue;
      if (file === 'index.html') paths.push('/');
      else if (file.endsWith('/index.html')) paths.push(`/${file.slice(0, -'/index.html'.length)}`);
      else paths.push(`/${file}`);
    }
  };
  if (existsSync(publicDir)) walk(publicDir);
  return paths.sort();
}
