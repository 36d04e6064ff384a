/**
 * The browser side of the index (shardedIndex.ts): the entry is fetched on the first open of the
 * search box and kept for the page's life; shards are fetched as queries need them.
 *
 * The service worker (gatsby-plugin-offline's runtime cache: stale-while-revalidate for every
 * same-origin `*.json`) keeps each file fetched, so later visits, and offline ones, reuse them.
 * Two consequences handled here:
 * - After a deploy, the service worker may answer with the previous entry (it refreshes its copy
 *   in the background). That entry still works while its shards are cached; a shard it names
 *   that is gone from the server (404) means the index changed: `SearchLoadError('changed')`, and
 *   the caller loads the entry again with `fresh`, which asks the server, not the cache.
 * - An entry of another format version is refused; before giving up, the entry is fetched fresh
 *   once, in case the cache had an old one. Still another version: the page's own code is older
 *   than the index (a tab left open across a deploy) and only a reload helps.
 */
import { withPrefix } from 'gatsby';
import { ShardedIndex } from './shardedIndex';
import {
  SEARCH_INDEX_PATH,
  SEARCH_INDEX_VERSION,
  toShardPath,
  type SearchEntry,
  type TextShard,
  type WordShard,
} from './types';

export type SearchLoadFailure = 'offline' | 'changed' | 'outdated';

export class SearchLoadError extends Error {
  constructor(
    message: string,
    readonly reason: SearchLoadFailure,
  ) {
    super(message);
    this.name = 'SearchLoadError';
  }
}

type Fetcher = typeof fetch;

async function fetchJson(url: string, fetcher: Fetcher): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url);
  } catch (error) {
    throw new SearchLoadError(`Could not reach ${url} (offline?): ${String(error)}`, 'offline');
  }
  if (response.status === 404) {
    throw new SearchLoadError(`${url} is no longer on the server.`, 'changed');
  }
  if (!response.ok) throw new SearchLoadError(`${url} answered ${response.status}.`, 'offline');
  return response.json();
}

async function fetchEntry(fresh: boolean, fetcher: Fetcher): Promise<ShardedIndex> {
  // A query string takes the request past the service worker's cache (its route matches paths
  // ending in `.json`) to the server, which revalidates the entry (firebase.json).
  const path = withPrefix(SEARCH_INDEX_PATH);
  const entry = (await fetchJson(fresh ? `${path}?fresh=${Date.now()}` : path, fetcher)) as
    | SearchEntry
    | undefined;
  if (entry?.v === SEARCH_INDEX_VERSION) return new ShardedIndex(entry);
  if (!fresh) return fetchEntry(true, fetcher);
  throw new SearchLoadError(
    `The search index has format ${String(entry?.v)}; this page reads format ${SEARCH_INDEX_VERSION}.`,
    'outdated',
  );
}

let loading: Promise<ShardedIndex> | undefined;

/** The entry, once per page life; `fresh` fetches it again from the server. */
export function loadSearchIndex({
  fresh = false,
  fetcher = fetch,
}: { fresh?: boolean; fetcher?: Fetcher } = {}): Promise<ShardedIndex> {
  if (fresh) loading = undefined;
  loading ??= fetchEntry(fresh, fetcher).catch((error: unknown) => {
    // Let the next open try again (e.g. offline on the first visit, online now).
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Forget the entry, as a new page life would (tests start from here). */
export function forgetSearchIndex(): void {
  loading = undefined;
}

/** Shards being fetched, so two queries needing the same one fetch it once. */
const inFlight = new Map<string, Promise<unknown>>();

function fetchShard(hash: string, fetcher: Fetcher): Promise<unknown> {
  let shard = inFlight.get(hash);
  if (!shard) {
    shard = fetchJson(withPrefix(toShardPath(hash)), fetcher).finally(() => inFlight.delete(hash));
    inFlight.set(hash, shard);
  }
  return shard;
}

/** Fetch the word shards (hashes from `index.missingWordShards`) into the index. */
export async function loadWordShards(
  index: ShardedIndex,
  hashes: readonly string[],
  fetcher: Fetcher = fetch,
): Promise<void> {
  await Promise.all(
    hashes.map(async (hash) =>
      index.addWordShard(hash, (await fetchShard(hash, fetcher)) as WordShard),
    ),
  );
}

/** Fetch the text shards (hashes from `index.missingTextShards`) into the index. */
export async function loadTextShards(
  index: ShardedIndex,
  hashes: readonly string[],
  fetcher: Fetcher = fetch,
): Promise<void> {
  await Promise.all(
    hashes.map(async (hash) =>
      index.addTextShard(hash, (await fetchShard(hash, fetcher)) as TextShard),
    ),
  );
}
