/**
 * The search dialog: loaded on first open (with the ranking code), it fetches the index, then
 * ranks on every keystroke. A combobox (the input) controls a listbox of grouped options; arrow
 * keys move the active option, Enter opens it, Escape closes the dialog.
 */
import React, { useEffect, useMemo, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { navigate } from 'gatsby';
import { loadSearchIndex } from '../../search/loadIndex';
import { searchIndex, type PreparedIndex, type SearchHit } from '../../search/query';
import SearchResults, { toOptionId } from './SearchResults';
import { SearchIcon } from './SearchIcon';

type IndexState =
  | { status: 'loading' }
  | { status: 'ready'; docs: PreparedIndex }
  | { status: 'error'; message: string };

const LISTBOX_ID = 'search-results';

export default function SearchDialog({
  onClose,
}: {
  /** `restoreFocus` is false when a result was opened (focus then belongs to the new page). */
  onClose: (restoreFocus: boolean) => void;
}): React.JSX.Element {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setIndex({ status: 'loading' });
    loadSearchIndex().then(
      (docs) => live && setIndex({ status: 'ready', docs }),
      (error: unknown) => live && setIndex({ status: 'error', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const groups = useMemo(
    () => (index.status === 'ready' ? searchIndex(index.docs, query) : []),
    [index, query],
  );
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const current = Math.min(active, hits.length - 1);

  const open = (hit: SearchHit) => {
    onClose(false);
    void navigate(hit.doc.u);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    // Home/End stay with the text field (caret), as in other comboboxes.
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % hits.length,
      ArrowUp: (current - 1 + hits.length) % hits.length,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      open(hits[current]);
    }
  };

  // Keep the active option in view while arrowing through a long list.
  useEffect(() => {
    if (current >= 0)
      document.getElementById(toOptionId(current))?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const expanded = hits.length > 0;
  return (
    <Dialog open onClose={() => onClose(true)} className="fixed inset-0 z-[10000]">
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" />
      <div className="relative flex justify-center p-2 pt-[8vh] sm:p-4 sm:pt-[12vh]">
        <DialogPanel className="flex max-h-[80vh] w-full max-w-2xl flex-col overflow-hidden rounded-lg bg-white shadow-xl dark:bg-gray-900">
          <DialogTitle className="sr-only">Search the guide</DialogTitle>
          <div className="flex items-center gap-2 border-b border-gray-200 px-3 dark:border-gray-700">
            <SearchIcon className="h-5 w-5 shrink-0 text-gray-500 dark:text-gray-400" />
            <input
              type="search"
              role="combobox"
              aria-label="Search modules, sections, problems and solutions"
              aria-expanded={expanded}
              aria-controls={LISTBOX_ID}
              aria-autocomplete="list"
              aria-activedescendant={expanded ? toOptionId(current) : undefined}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              placeholder="Search modules, problems, solutions…"
              className="h-12 min-w-0 flex-1 bg-transparent text-base text-gray-900 placeholder:text-gray-500 focus:outline-none dark:text-white dark:placeholder:text-gray-400"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              onClick={() => onClose(true)}
              className="rounded px-2 py-1 text-xs font-medium text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
            >
              Esc<span className="sr-only"> (close search)</span>
            </button>
          </div>
          {/* Focusable so keyboard users can scroll it; the options themselves are chosen with the
              arrow keys from the input. */}
          <div
            tabIndex={0}
            className="overflow-y-auto overscroll-contain focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600"
          >
            <SearchResults
              listboxId={LISTBOX_ID}
              groups={groups}
              active={current}
              onActivate={setActive}
              onOpen={open}
            />
            <SearchStatus
              index={index}
              query={query}
              count={hits.length}
              onRetry={() => setAttempt((n) => n + 1)}
            />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function SearchStatus({
  index,
  query,
  count,
  onRetry,
}: {
  index: IndexState;
  query: string;
  count: number;
  onRetry: () => void;
}): React.JSX.Element {
  let message: React.ReactNode;
  if (index.status === 'loading') message = 'Loading the search index…';
  else if (index.status === 'error') {
    message = (
      <>
        Search could not load (offline on a first visit?).{' '}
        <button
          type="button"
          className="font-medium text-blue-700 underline dark:text-blue-300"
          onClick={onRetry}
        >
          Try again
        </button>
      </>
    );
  } else if (query.trim() === '')
    message = 'Type a topic, a section heading, a problem name, a source or a tag.';
  else if (count === 0) message = `No results for “${query.trim()}”.`;
  else message = <span className="sr-only">{count === 1 ? '1 result' : `${count} results`}</span>;
  return (
    <p role="status" className="px-4 py-3 text-sm text-gray-600 dark:text-gray-300">
      {message}
    </p>
  );
}
