import React from 'react';
import type { SearchState } from './useSearch';

/**
 * The line under the results: loading, hints, no results, and what could not load (with a way
 * to try again). Never "No results" for a query whose part of the index did not load.
 */
export function SearchStatus({
  search,
  query,
  count,
}: {
  search: SearchState;
  query: string;
  count: number;
}): React.JSX.Element {
  const { problem, retry } = search;
  const retryButton = (
    <button
      type="button"
      className="font-medium text-blue-700 underline dark:text-blue-300"
      onClick={retry}
    >
      Try again
    </button>
  );
  let message: React.ReactNode;
  if (problem?.kind === 'entry' && problem.outdated) {
    message = (
      <>
        Search was updated since this page was opened.{' '}
        <button
          type="button"
          className="font-medium text-blue-700 underline dark:text-blue-300"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>{' '}
        to search.
      </>
    );
  } else if (problem?.kind === 'entry') {
    message = <>Search could not load (offline on a first visit?). {retryButton}</>;
  } else if (!search.ready) message = 'Loading the search index…';
  else if (query.trim() === '')
    message = 'Type a topic, a section heading, a problem name, a source or a tag.';
  else if (problem?.kind === 'words') {
    // Never "No results": the words the query needs are exactly what did not load.
    message =
      count === 0 ? (
        <>Search could not load the part of the index this query needs (offline?). {retryButton}</>
      ) : (
        <>
          Only matches in titles, sources and tags are shown: part of the index could not load
          (offline?). {retryButton}
        </>
      );
  } else if (search.searching) message = 'Searching…';
  else if (count === 0) message = `No results for “${query.trim()}”.`;
  else if (problem?.kind === 'previews') {
    message = <>Some previews could not load (offline?). {retryButton}</>;
  } else message = <span className="sr-only">{count === 1 ? '1 result' : `${count} results`}</span>;
  return (
    <p role="status" className="px-4 py-3 text-sm text-gray-600 dark:text-gray-300">
      {message}
    </p>
  );
}
