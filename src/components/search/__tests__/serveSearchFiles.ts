/**
 * Test helper: a `fetch` that serves built search files as the site does (`/search-index.json`,
 * `/search/<hash>.json`), with failures to order: a rejected request (offline) or a 404.
 */
import type { SearchFiles } from '../../../search/createShards';
import { SEARCH_INDEX_PATH, toShardPath } from '../../../search/types';

export type Failure = 'offline' | 404;

export function serveSearchFiles(
  files: SearchFiles,
  failures: Map<string, Failure> = new Map(),
): (url: string) => Promise<Response> {
  return async (url) => {
    const path = url.split('?')[0];
    const failure = failures.get(path);
    if (failure === 'offline') throw new TypeError('Failed to fetch');
    const shard = files.shards.find((s) => toShardPath(s.hash) === path);
    const body = path === SEARCH_INDEX_PATH ? files.entryJson : shard?.json;
    if (failure === 404 || body === undefined) {
      return { ok: false, status: 404, json: async () => ({}) } as Response;
    }
    return { ok: true, status: 200, json: async () => JSON.parse(body) } as Response;
  };
}
