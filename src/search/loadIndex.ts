/**
 * The browser side of the index: fetched once, on the first open of the search box, then kept
 * for the page's life (and by the service worker's runtime cache for later visits and offline).
 */
import { withPrefix } from 'gatsby';
import { prepareIndex, type PreparedIndex } from './query';
import { SEARCH_INDEX_PATH, SEARCH_INDEX_VERSION, type SearchIndex } from './types';

let loading: Promise<PreparedIndex> | undefined;

export function loadSearchIndex(fetcher: typeof fetch = fetch): Promise<PreparedIndex> {
  loading ??= fetcher(withPrefix(SEARCH_INDEX_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
      return response.json() as Promise<SearchIndex>;
    })
    .then((index) => {
      if (index.v !== SEARCH_INDEX_VERSION) throw new Error('The search index is out of date.');
      return prepareIndex(index);
    })
    .catch((error: unknown) => {
      // Let the next open try again (e.g. offline on the first visit, online now).
      loading = undefined;
      throw error;
    });
  return loading;
}
