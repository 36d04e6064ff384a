import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Gatsby ends every page with `<script src="…" async>` tags for its bundles (webpack runtime,
 * React, the app). The preload scanner finds them while the HTML is still being parsed, and
 * Chromium downloads and compiles them on background threads at the same time as the page's
 * first style and layout. On a two-core laptop the two fight for the CPU: the dashboard's first
 * layout took up to twice as long with the tags in place (docs/performance.md, "First paint and
 * layout shift").
 *
 * The HTML is complete without JavaScript (its links are plain links), so after the build each
 * page gets one small inline loader instead, which adds the same scripts once the first frame is
 * painted. Gatsby renders these tags through its `_gatsby-scripts` slice after onPreRenderHTML
 * runs, so the rewrite works on the built files, in onPostBuild.
 */

/** Gatsby's bundle tags, exactly as its scripts slice renders them. */
const BUNDLE_TAG = /<script src="([^"<>]+)" async(?:="")?><\/script>/g;

export const LATE_SCRIPTS_ID = 'late-scripts';

/**
 * The inline script that adds `sources`, in order and `async` as Gatsby had them, once the page
 * has painted: a frame callback runs just before the first frame, and the zero-delay timer it
 * sets runs after it. A page that is not visible (a background tab, a prerender) has no paint to
 * wait for and loads them at once.
 */
export function lateScriptLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `(function(){var s=${list};` +
    `function l(){for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.body.appendChild(e)}}` +
    `if(document.visibilityState==='visible'&&window.requestAnimationFrame){requestAnimationFrame(function(){setTimeout(l,0)})}else{l()}})();`
  );
}

/**
 * A built page with Gatsby's bundle tags replaced by one loader where the first tag was. A page
 * without them (already rewritten, or a slice with none) comes back unchanged.
 */
export function deferBundles(html: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG)].map((match) => match[1] ?? '');
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return '';
    first = false;
    return `<script id="${LATE_SCRIPTS_ID}">${lateScriptLoader(sources)}</script>`;
  });
}

/**
 * Rewrites every HTML file under `publicDir`; returns how many changed. A page Gatsby rendered
 * (it has Gatsby's root element) with neither the bundle tags nor the loader means Gatsby renders its scripts some other way now: the
 * build stops rather than ship pages whose bundles would load as before, or not at all.
 */
export function deferBundlesInBuild(publicDir: string): number {
  let changed = 0;
  const entries = readdirSync(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    // Gatsby also makes directories with the suffix: /404.html/index.html.
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath, entry.name);
    const html = readFileSync(path, 'utf8');
    const rewritten = deferBundles(html);
    const isGatsbyPage = html.includes('id="___gatsby"');
    if (isGatsbyPage && !rewritten.includes(`<script id="${LATE_SCRIPTS_ID}">`)) {
      throw new Error(
        `${path} has none of Gatsby's bundle tags (<script src="…" async>) to load after the first paint. ` +
          'If a Gatsby upgrade changed how pages end, update BUNDLE_TAG in src/gatsby/lateScripts.ts, ' +
          'or switch the rewrite off (docs/architecture.md, "Overrides").',
      );
    }
    if (rewritten !== html) {
      writeFileSync(path, rewritten);
      changed++;
    }
  }
  return changed;
}
