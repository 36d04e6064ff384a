/** The two texts of the draft as ARIA tabs; both editors stay mounted so each keeps its history. */
import React, { useRef } from 'react';

export type TabId = 'mdx' | 'json';

const TABS: { id: TabId; label: string }[] = [
  { id: 'mdx', label: 'MDX' },
  { id: 'json', label: 'Problem lists (JSON)' },
];

export const tabId = (id: TabId) => `liveupdate-tab-${id}`;
export const panelId = (id: TabId) => `liveupdate-panel-${id}`;

export function EditorTabs({
  selected,
  onSelect,
  errorCounts,
}: {
  selected: TabId;
  onSelect(id: TabId): void;
  errorCounts: Record<TabId, number>;
}): React.JSX.Element {
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.findIndex((t) => t.id === selected) + 1) % TABS.length].id;
    onSelect(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Draft files"
      className="flex gap-1 border-b"
      onKeyDown={onKeyDown}
    >
      {TABS.map(({ id, label }) => {
        const active = id === selected;
        const count = errorCounts[id];
        return (
          <button
            key={id}
            ref={(el) => {
              buttons.current[id] = el;
            }}
            id={tabId(id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(id)}
            className={`-mb-px rounded-t-md border px-3 py-1.5 text-sm font-medium ${
              active
                ? 'border-b-white bg-white text-gray-900 dark:border-b-gray-900 dark:bg-gray-900 dark:text-white'
                : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white'
            }`}
          >
            {label}
            {count > 0 && (
              <span className="ml-1.5 rounded-full bg-red-100 px-1.5 text-xs text-red-900 dark:bg-red-900 dark:text-red-100">
                {count} {count === 1 ? 'error' : 'errors'}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
