/**
 * Byte accounting, pure: what Chromium fetched for one page → HTML, CSS, JS and data bytes,
 * raw (decoded) and gzip. Gzip sizes are computed here at a fixed level rather than read off
 * the wire, so the figures do not depend on whether the local server compresses.
 */
import { gzipSync } from 'node:zlib';
import type { ByteCount, PageBytes } from './types';

/** zlib's default, what `gzip` and most servers use. */
export const GZIP_LEVEL = 6;

/** One response as the browser saw it (Playwright's `request.resourceType()` names). */
export interface FetchedResource {
  url: string;
  resourceType: string;
  /** Content-Type header, lower case, may be empty. */
  contentType: string;
  body: Buffer;
}

export function countBytes(body: Buffer | string): ByteCount {
  const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  if (buffer.length === 0) return { raw: 0, gzip: 0 };
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: GZIP_LEVEL }).length };
}

export function addBytes(a: ByteCount, b: ByteCount): ByteCount {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip };
}

const ZERO: ByteCount = { raw: 0, gzip: 0 };

/** `type` values that make a <script> executable (absent or empty counts too). */
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export interface InlineCode {
  css: string[];
  js: string[];
}

/**
 * The inline <style> and executable inline <script> bodies of an HTML document. Gatsby inlines
 * the global CSS and a few bootstrap scripts into every page, so they are part of the page's
 * CSS and JS even though no separate file is fetched. JSON data islands are not code.
 */
export function extractInlineCode(html: string): InlineCode {
  const css: string[] = [];
  const js: string[] = [];
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (match[1].trim() !== '') css.push(match[1]);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    const body = match[2];
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (JS_TYPES.has(type)) js.push(body);
  }
  return { css, js };
}

/** The search index, whole or in shards: anything served under `/search…`. */
export function isSearchIndex(url: string): boolean {
  return /^\/search[-/.]/.test(new URL(url).pathname);
}

function isJson(resource: FetchedResource): boolean {
  return resource.contentType.includes('json') || /\.json(\?|$)/.test(resource.url);
}

/**
 * Sums a page load. External files count once per URL, each compressed on its own (as they are
 * sent); inline blocks of one kind are compressed together (they share the document's stream).
 * HTML is the whole document as sent, so its inline CSS/JS also appear in the CSS/JS columns.
 * Prefetches for other pages (resource type `other`), images and fonts are not counted.
 */
export function accountPageBytes(resources: readonly FetchedResource[]): PageBytes {
  const seen = new Set<string>();
  let html = ZERO;
  let css = ZERO;
  let js = ZERO;
  let data = ZERO;
  let search = ZERO;
  const jsFiles: string[] = [];
  const inlineCss: string[] = [];
  const inlineJs: string[] = [];
  for (const resource of resources) {
    if (seen.has(resource.url)) continue;
    seen.add(resource.url);
    const bytes = countBytes(resource.body);
    switch (resource.resourceType) {
      case 'document': {
        html = addBytes(html, bytes);
        const inline = extractInlineCode(resource.body.toString('utf8'));
        inlineCss.push(...inline.css);
        inlineJs.push(...inline.js);
        break;
      }
      case 'stylesheet':
        css = addBytes(css, bytes);
        break;
      case 'script':
        js = addBytes(js, bytes);
        jsFiles.push(resource.url);
        break;
      case 'fetch':
      case 'xhr':
        if (isSearchIndex(resource.url)) search = addBytes(search, bytes);
        else if (isJson(resource)) data = addBytes(data, bytes);
        break;
      default:
        break;
    }
  }
  css = addBytes(css, countBytes(inlineCss.join('\n')));
  js = addBytes(js, countBytes(inlineJs.join('\n')));
  inlineJs.forEach((_, index) => jsFiles.push(`inline#${index + 1}`));
  return { html, css, js, data, search, jsFiles };
}

/** 1 KB = 1,000 bytes here and in the budgets (the stricter reading of "100 KB"). */
export function toKB(bytes: number): number {
  return Math.round(bytes / 100) / 10;
}
