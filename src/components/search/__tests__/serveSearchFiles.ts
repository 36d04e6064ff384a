/**
 * Test helper: a `fetch` that serves built search files as the site does (`/search-index.json`,
 * `/search/<hash>.json`), with failures to order: a rejected request (offline) or a 404; and
 * `hold`, a promise every answer waits for (to look at the dialog before the files are in).
 */
import type { SearchFiles } from '../../../search/createShards';
import { SEARCH_INDEX_PATH, toShardPath } from '../../../search/types';

export type Failure = 'offline' | 404;

export function serveSearchFiles(
  files: SearchFiles,
  failures: Map<string, Failure> = new Map(),
  hold: (path: string) => Promise<void> | undefined = () => undefined,
): (url: string) => Promise<Response> {
  return async (url) => {
    const path = url.split('?')[0];
    await hold(path);
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
