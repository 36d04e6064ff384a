/**
 * The problems page's view, kept in the URL query. The first render uses the default view so
 * it matches the static HTML; the URL is read right after hydration. Typing replaces the
 * history entry (no entry per keystroke); other changes push one, so Back undoes a filter.
 *
 * Typing writes the URL once it pauses: Chromium spends a few milliseconds in each
 * `history.replaceState`, on every keystroke of a search that should update the rows at once.
 * The pending write happens earlier when focus leaves the box (a click on a link moves focus
 * before it navigates), when the page is hidden, or with the next pushed change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_VIEW, parseView, toSearch, type ProblemView } from './query';

export type ViewUpdate = (patch: Partial<ProblemView>, mode?: 'push' | 'replace') => void;

/** How long typing must pause before the URL follows it. */
export const TYPING_URL_DELAY_MS = 300;

function writeUrl(view: ProblemView, mode: 'push' | 'replace'): void {
  const search = toSearch(view);
  if (search === window.location.search) return;
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  // Gatsby's router keeps its own state in history.state; keep it.
  if (mode === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

export function useViewInUrl(): [ProblemView, ViewUpdate] {
  const [view, setView] = useState<ProblemView>(DEFAULT_VIEW);
  // The latest view, so an update never runs side effects inside a state updater.
  const current = useRef<ProblemView>(DEFAULT_VIEW);
  // The timer of a typed change not yet in the URL.
  const pending = useRef<number | null>(null);

  const cancelPending = useCallback((): boolean => {
    if (pending.current === null) return false;
    window.clearTimeout(pending.current);
    pending.current = null;
    return true;
  }, []);

  useEffect(() => {
    const read = () => {
      cancelPending();
      current.current = parseView(window.location.search);
      setView(current.current);
    };
    const flush = () => {
      if (cancelPending()) writeUrl(current.current, 'replace');
    };
    read();
    window.addEventListener('popstate', read);
    window.addEventListener('pagehide', flush);
    document.addEventListener('focusout', flush, true);
    return () => {
      // Unmounting means another page is showing, at its own URL: a late write would change it.
      cancelPending();
      window.removeEventListener('popstate', read);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('focusout', flush, true);
    };
  }, [cancelPending]);

  const update = useCallback<ViewUpdate>(
    (patch, mode = 'push') => {
      const previous = current.current;
      const next = { ...previous, ...patch };
      current.current = next;
      setView(next);
      const typing = cancelPending();
      if (mode === 'push') {
        // The typed text first lands in the entry it belongs to, so Back returns to it.
        if (typing) writeUrl(previous, 'replace');
        writeUrl(next, 'push');
        return;
      }
      pending.current = window.setTimeout(() => {
        pending.current = null;
        writeUrl(current.current, 'replace');
      }, TYPING_URL_DELAY_MS);
    },
    [cancelPending],
  );

  return [view, update];
}
