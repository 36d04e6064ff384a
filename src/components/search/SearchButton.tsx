/**
 * The header's part of search: a button and the keyboard shortcuts. Deliberately tiny, because
 * it is in every page's first-load JavaScript; the dialog, the ranking code and the index load
 * only when a student first opens search.
 */
import React, { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SearchIcon } from './SearchIcon';

// A named chunk, so a test can tell it is not in a page's first load.
const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ './SearchDialog');
const SearchDialog = React.lazy(loadDialog);

/** Keys typed into a field are the student's text, never a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `/` (outside fields) or Ctrl/Cmd+K (anywhere). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}

export default function SearchButton(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    // After the dialog has unmounted and released its focus trap. Not after opening a result:
    // focus and scroll then belong to the page (and its #anchor) the student went to.
    if (restoreFocus) window.setTimeout(() => button.current?.focus({ preventScroll: true }), 0);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        title="Search (/ or Ctrl+K)"
        className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 sm:border sm:border-gray-300 sm:px-3 sm:dark:border-gray-700"
        // Fetch the dialog's code (not the index) as soon as the student heads for the button.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className="sr-only sm:not-sr-only">Search</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-gray-300 px-1.5 font-sans text-xs text-gray-600 dark:border-gray-600 dark:text-gray-400 md:inline"
        >
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
