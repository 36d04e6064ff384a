/**
 * The dialog's search state: the entry, the word shards each query needs, and the text shards of
 * the snippets shown (src/search/shardedIndex.ts explains the split).
 *
 * - Results are ranked only once every word shard the query needs is in: until then the previous
 *   query's results stay up (not a partial list that reorders when the text arrives).
 * - Snippets' text is fetched once the results have stayed the same for `PREVIEW_DELAY_MS`, so
 *   typing a word letter by letter does not fetch the text of every intermediate result list.
 *   Their room is reserved (SearchResults), so nothing moves when they fill in.
 * - A shard that cannot load is an error with a retry, never a silently shorter list: the results
 *   then come from titles and keywords alone, and say so.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  loadSearchIndex,
  loadTextShards,
  loadWordShards,
  SearchLoadError,
} from '../../search/loadIndex';
import { searchIndex, type ResultGroup } from '../../search/query';
import type { ShardedIndex } from '../../search/shardedIndex';

export const PREVIEW_DELAY_MS = 250;

export type SearchProblem =
  /** The entry could not load: nothing to search. */
  | { kind: 'entry'; outdated: boolean }
  /** A word shard could not load: `groups` are title and keyword matches only. */
  | { kind: 'words' }
  /** A text shard could not load: some snippets are missing. */
  | { kind: 'previews' };

export interface SearchState {
  /** False until the entry is in (or failed). */
  ready: boolean;
  groups: ResultGroup[];
  /** The query's word shards are being fetched; `groups` are the previous query's. */
  searching: boolean;
  problem?: SearchProblem;
  retry: () => void;
}

/** Changes identity whenever the index gains shards, so memoized results are recomputed. */
interface Loaded {
  index: ShardedIndex;
  revision: number;
}

/** A failure, tied to the set of shards it was for. */
interface Failure {
  key: string;
  error: unknown;
}

const isChanged = (error: unknown) =>
  error instanceof SearchLoadError && error.reason === 'changed';

export function useSearch(query: string): SearchState {
  const [loaded, setLoaded] = useState<Loaded>();
  const [entryRequest, setEntryRequest] = useState({ attempt: 0, fresh: false });
  const [entryError, setEntryError] = useState<unknown>();
  const [shardAttempt, setShardAttempt] = useState(0);
  const [wordFailure, setWordFailure] = useState<Failure>();
  const [textFailure, setTextFailure] = useState<Failure>();
  /** The last query whose word shards were all in: shown while the current one's load. */
  const [settled, setSettled] = useState<{ index: ShardedIndex; query: string }>();

  useEffect(() => {
    let live = true;
    setEntryError(undefined);
    loadSearchIndex({ fresh: entryRequest.fresh }).then(
      (index) => live && setLoaded({ index, revision: 0 }),
      (error: unknown) => live && setEntryError(error),
    );
    return () => {
      live = false;
    };
  }, [entryRequest]);

  const index = loaded?.index;
  const bump = useCallback(
    (from: ShardedIndex) =>
      setLoaded((now) => (now?.index === from ? { index: from, revision: now.revision + 1 } : now)),
    [],
  );
  /** Whether this dialog already reloaded the entry because a shard was gone. */
  const reloadedForChange = useRef(false);
  const onShardError = useCallback((failure: Failure, set: (failure: Failure) => void) => {
    // The deployed index changed under this page (a shard it names is gone): load the new entry,
    // once; the results are then recomputed from it. Again: an error, with a retry.
    if (isChanged(failure.error) && !reloadedForChange.current) {
      reloadedForChange.current = true;
      setEntryRequest((request) => ({ attempt: request.attempt + 1, fresh: true }));
    } else set(failure);
  }, []);

  const missingWords = index ? index.missingWordShards(query).join(' ') : '';
  useEffect(() => {
    if (!index || missingWords === '') return;
    let live = true;
    loadWordShards(index, missingWords.split(' ')).then(
      () => bump(index),
      (error: unknown) => live && onShardError({ key: missingWords, error }, setWordFailure),
    );
    return () => {
      live = false;
    };
  }, [index, missingWords, shardAttempt, bump, onShardError]);

  const complete = index !== undefined && missingWords === '';
  const wordsFailed = !complete && wordFailure?.key === missingWords;
  useEffect(() => {
    if (complete && index) setSettled({ index, query });
  }, [complete, index, query]);

  // Incomplete and failed: rank what is in (titles, keywords, text of shards already loaded).
  // Settled on another index (reloaded after a deploy): it may lack that query's shards.
  let ranked = '';
  if (complete || wordsFailed) ranked = query;
  else if (settled && settled.index === index) ranked = settled.query;
  const groups = useMemo(
    () => (loaded ? searchIndex(loaded.index.prepared, ranked) : []),
    [loaded, ranked],
  );

  const missingTexts = index
    ? index.missingTextShards(groups.flatMap((group) => group.hits)).join(' ')
    : '';
  useEffect(() => {
    if (!index || missingTexts === '') return;
    let live = true;
    const timer = window.setTimeout(() => {
      loadTextShards(index, missingTexts.split(' ')).then(
        () => bump(index),
        (error: unknown) => live && onShardError({ key: missingTexts, error }, setTextFailure),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [index, missingTexts, shardAttempt, bump, onShardError]);
  const textsFailed = missingTexts !== '' && textFailure?.key === missingTexts;

  const retry = useCallback(() => {
    // Entry failed, or a shard is gone from the server: (re)load the entry, from the server when
    // the one in hand may be stale.
    const changed = isChanged(wordFailure?.error) || isChanged(textFailure?.error);
    if (entryError !== undefined || changed) {
      setEntryRequest((request) => ({
        attempt: request.attempt + 1,
        fresh: request.fresh || changed,
      }));
    }
    setWordFailure(undefined);
    setTextFailure(undefined);
    setShardAttempt((attempt) => attempt + 1);
  }, [entryError, wordFailure, textFailure]);

  let problem: SearchProblem | undefined;
  if (entryError !== undefined) {
    const outdated = entryError instanceof SearchLoadError && entryError.reason === 'outdated';
    problem = { kind: 'entry', outdated };
  } else if (wordsFailed) problem = { kind: 'words' };
  else if (textsFailed) problem = { kind: 'previews' };

  return {
    ready: index !== undefined || entryError !== undefined,
    groups,
    searching: !complete && !wordsFailed && index !== undefined && entryError === undefined,
    problem,
    retry,
  };
}
