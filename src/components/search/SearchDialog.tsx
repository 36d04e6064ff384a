/**
 * The search dialog: loaded on first open (with the ranking code), it fetches the index's entry,
 * then ranks on every keystroke, fetching the shards each query needs (useSearch). A combobox
 * (the input) controls a listbox of grouped options (SearchResults); the arrow keys move the
 * active option, Enter opens it (useActiveOption), Escape closes the dialog. SearchStatus says
 * what is happening under the results.
 */
import React, { useMemo, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { navigate } from 'gatsby';
import type { SearchHit } from '../../search/query';
import SearchResults, { toOptionId } from './SearchResults';
import { SearchIcon } from './SearchIcon';
import { SearchStatus } from './SearchStatus';
import { useActiveOption } from './useActiveOption';
import { useSearch } from './useSearch';

const LISTBOX_ID = 'search-results';

export default function SearchDialog({
  onClose,
}: {
  /** `restoreFocus` is false when a result was opened (focus then belongs to the new page). */
  onClose: (restoreFocus: boolean) => void;
}): React.JSX.Element {
  const [query, setQuery] = useState('');
  const search = useSearch(query);
  const { groups } = search;
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);

  const open = (hit: SearchHit) => {
    onClose(false);
    void navigate(hit.doc.u);
  };
  const { current, setActive, onKeyDown } = useActiveOption(hits.length, (index) =>
    open(hits[index]),
  );

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
              previewsFailed={search.problem?.kind === 'previews'}
              onActivate={setActive}
              onOpen={open}
            />
            <SearchStatus search={search} query={query} count={hits.length} />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
