/**
 * The results listbox: one group per kind, each option a title, its context and a text snippet.
 * A snippet's text may arrive after its hit (src/search/shardedIndex.ts): its two lines are
 * reserved from the start, so options do not move under the pointer when it fills in.
 */
import React from 'react';
import type { ResultGroup, SearchHit } from '../../search/query';
import type { SearchKind } from '../../search/types';

export const toOptionId = (position: number): string => `search-option-${position}`;

const GROUP_LABELS: Record<SearchKind, string> = {
  module: 'Modules',
  heading: 'Sections',
  problem: 'Problems',
  solution: 'Solutions',
};

export default function SearchResults({
  listboxId,
  groups,
  active,
  previewsFailed = false,
  onActivate,
  onOpen,
}: {
  listboxId: string;
  groups: ResultGroup[];
  active: number;
  /** Snippet texts that are not in could not be loaded (else they are on their way). */
  previewsFailed?: boolean;
  onActivate: (position: number) => void;
  onOpen: (hit: SearchHit) => void;
}): React.JSX.Element {
  let position = 0;
  return (
    <div role="listbox" id={listboxId} aria-label="Search results" className="px-2 pb-1">
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`search-group-${group.kind}`}>
          <div
            role="presentation"
            id={`search-group-${group.kind}`}
            className="px-2 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400"
          >
            {GROUP_LABELS[group.kind]}
          </div>
          {group.hits.map((hit) => {
            const mine = position++;
            const selected = mine === active;
            return (
              <div
                key={`${hit.doc.u} ${hit.doc.t}`}
                id={toOptionId(mine)}
                role="option"
                aria-selected={selected}
                data-href={hit.doc.u}
                className={`cursor-pointer rounded-md px-3 py-2 ${
                  selected ? 'bg-blue-700 text-white' : 'text-gray-900 dark:text-gray-100'
                }`}
                onMouseMove={() => !selected && onActivate(mine)}
                // Keep focus in the input: a click must not blur it before it opens the result.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onOpen(hit)}
              >
                <div className="truncate text-sm font-medium">{hit.doc.t}</div>
                <div
                  className={`truncate text-xs ${selected ? 'text-blue-100' : 'text-gray-600 dark:text-gray-400'}`}
                >
                  {hit.doc.c}
                </div>
                {hit.textWord !== undefined && (
                  <div
                    className={`mt-0.5 line-clamp-2 h-8 text-xs ${selected ? 'text-blue-50' : 'text-gray-700 dark:text-gray-300'}`}
                  >
                    {hit.snippet ??
                      (previewsFailed ? (
                        <span className="italic">Preview could not load.</span>
                      ) : (
                        <span aria-hidden="true" className="block space-y-1.5 pt-1">
                          <span className="block h-2 w-11/12 rounded bg-current opacity-10" />
                          <span className="block h-2 w-2/3 rounded bg-current opacity-10" />
                        </span>
                      ))}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
