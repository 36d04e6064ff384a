import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/*
 * The content security policy has two parts (docs: README, "Deploy"):
 *
 * - firebase.json sends one policy header for every response: framing, plugins, base URI, where
 *   connections, frames, images and fonts may come from. Its script-src must let the site's
 *   inline scripts run, and one header cannot list them: Gatsby inlines scripts that differ on
 *   every page (window.pagePath, the late-scripts loader with that page's bundles), so their
 *   hashes would grow with the number of pages.
 * - Each built page therefore carries its own <meta http-equiv="Content-Security-Policy"> with a
 *   script-src that allows exactly its inline scripts, by SHA-256, computed here after the build.
 *   A browser enforces both policies, so a page runs only the inline scripts it was built with.
 *   The meta is the first thing in <head>, before any script.
 *
 * The meta's other sources come from the header's script-src in firebase.json (one description
 * of the hosts), without 'unsafe-inline', and without 'unsafe-eval' except on the pages below.
 */

/** /liveupdate compiles MDX in the browser; @mdx-js/mdx's evaluate runs it with `new Function`. */
export const PAGES_NEEDING_EVAL: readonly string[] = ['/liveupdate'];

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const META_MARK = 'data-script-policy';

export function hashScript(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash source of every inline script of a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map((match) => hashScript(match[1] ?? ''));
  return [...new Set(hashes)];
}

/** The script-src sources of the header policy, as firebase.json states it. */
export function readHeaderScriptSources(firebaseJson: string): string[] {
  const config = JSON.parse(firebaseJson) as {
    hosting?: { headers?: Array<{ headers?: Array<{ key: string; value: string }> }> };
  };
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers ?? []) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue;
      const directive = header.value
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === 'script-src');
      if (directive) return directive.slice(1);
    }
  }
  throw new Error(
    'firebase.json: no Content-Security-Policy header with a script-src directive was found; the built pages need one to derive their script policy from.',
  );
}

/** The meta policy of one page: the header's sources, its own inline scripts by hash. */
export function createScriptPolicy(
  headerSources: readonly string[],
  html: string,
  allowEval: boolean,
): string {
  const hosts = headerSources.filter(
    (source) => source !== "'unsafe-inline'" && (allowEval || source !== "'unsafe-eval'"),
  );
  return `script-src ${[...hosts, ...inlineScriptHashes(html)].join(' ')}`;
}

/** A page with its meta policy first in <head> (replacing one added by an earlier run). */
export function addScriptPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" ${META_MARK}="" content="${policy}"/>`;
  const withoutOld = html.replace(
    new RegExp(`<meta http-equiv="Content-Security-Policy" ${META_MARK}=""[^>]*>`),
    '',
  );
  const head = withoutOld.match(/<head[^>]*>/);
  if (!head || head.index === undefined) return withoutOld;
  const at = head.index + head[0].length;
  return `${withoutOld.slice(0, at)}${meta}${withoutOld.slice(at)}`;
}

/** The page path of a built HTML file: public/liveupdate/index.html → /liveupdate. */
export function toPagePath(publicDir: string, file: string): string {
  const path = `/${relative(publicDir, file).split(sep).join('/')}`;
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

/** Adds the meta policy to every HTML file under `publicDir`; returns how many. */
export function addScriptPolicyInBuild(publicDir: string, firebaseJson: string): number {
  const sources = readHeaderScriptSources(firebaseJson);
  let count = 0;
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    const allowEval = PAGES_NEEDING_EVAL.includes(toPagePath(publicDir, file));
    writeFileSync(file, addScriptPolicy(html, createScriptPolicy(sources, html, allowEval)));
    count++;
  }
  return count;
}
