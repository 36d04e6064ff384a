/**
 * The bench's web server for `public/`: what `gatsby serve` answers (same files, same
 * `trailingSlash: 'never'` routing, gzip level 6 above 1 KB like its `compression` middleware),
 * except that each file is compressed once and then served from memory.
 *
 * Why not `gatsby serve` itself: it gzips every response as it sends it, on the same two cores
 * as the Chromium being measured. Traces of Lighthouse runs showed the page's main-thread tasks
 * taking two to twenty times their CPU time in wall time while the page loaded, waiting for a
 * core (docs/performance.md, "Measuring on a shared machine"). A student's CDN does not compress
 * on the student's CPU, so neither should the bench.
 */
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/** Types the `compression` middleware compresses (text-like); images and fonts are left alone. */
function compressible(type: string): boolean {
  return /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/.test(type);
}

/** `compression`'s default threshold: smaller bodies go out as they are. */
export const GZIP_THRESHOLD_BYTES = 1024;

export type Resolution =
  | { kind: 'file'; path: string; status: 200 | 404 }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/**
 * Maps a request path to a file of `publicDir`, as `gatsby serve` does for a site built with
 * `trailingSlash: 'never'`: a file is served as it is, a directory by its index.html, a path
 * with a trailing slash is redirected to the one without, and anything else gets 404.html.
 */
export function resolveRequest(publicDir: string, urlPath: string): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return { kind: 'not-found' };
  }
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  if (relative.split(sep).includes('..')) return { kind: 'not-found' };
  if (decoded.length > 1 && decoded.endsWith('/')) {
    return { kind: 'redirect', location: decoded.replace(/\/+$/, '') || '/' };
  }
  const target = join(publicDir, relative);
  const isFile = (path: string): boolean =>
    statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  if (isFile(target)) return { kind: 'file', path: target, status: 200 };
  const index = join(target, 'index.html');
  if (isFile(index)) return { kind: 'file', path: index, status: 200 };
  const notFound = join(publicDir, '404.html');
  return isFile(notFound) ? { kind: 'file', path: notFound, status: 404 } : { kind: 'not-found' };
}

/** Gzip bodies by file, made once: a file changed since (by mtime and size) is compressed again. */
export class GzipCache {
  private readonly entries = new Map<string, { stamp: string; body: Buffer }>();

  /** `stats`: the file's, as the caller already has them. */
  get(path: string, { mtimeMs, size }: Stats): Buffer {
    const stamp = `${mtimeMs}:${size}`;
    const cached = this.entries.get(path);
    if (cached?.stamp === stamp) return cached.body;
    const body = gzipSync(readFileSync(path), { level: 6 });
    this.entries.set(path, { stamp, body });
    return body;
  }
}

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

function handle(
  publicDir: string,
  cache: GzipCache,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const resolved = resolveRequest(publicDir, request.url ?? '/');
  if (resolved.kind === 'redirect') {
    response.writeHead(301, { Location: resolved.location }).end();
    return;
  }
  if (resolved.kind === 'not-found') {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const type = TYPES[extname(resolved.path).toLowerCase()] ?? 'application/octet-stream';
  const stats = statSync(resolved.path);
  const { size } = stats;
  const headers: Record<string, string | number> = {
    'Content-Type': type,
    // What express.static sends: revalidate every time (the service worker caches for visitors).
    'Cache-Control': 'public, max-age=0',
  };
  if (compressible(type)) headers.Vary = 'Accept-Encoding';
  if (compressible(type) && size >= GZIP_THRESHOLD_BYTES && acceptsGzip(request)) {
    const body = cache.get(resolved.path, stats);
    response.writeHead(resolved.status, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(resolved.status, { ...headers, 'Content-Length': size });
  if (request.method === 'HEAD') response.end();
  else createReadStream(resolved.path).pipe(response);
}

/** Starts the server on 127.0.0.1:`port`; resolves once it listens. */
export function startStaticServer(publicDir: string, port: number): Promise<Server> {
  const cache = new GzipCache();
  const server = createServer((request, response) => {
    try {
      handle(publicDir, cache, request, response);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(error instanceof Error ? error.message : String(error));
    }
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveServer(server));
  });
}
