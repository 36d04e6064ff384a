/**
 * The problems page's view, kept in the URL query. The first render uses the default view so
 * it matches the static HTML; the URL is read right after hydration. Typing replaces the
 * history entry (no entry per keystroke); other changes push one, so Back undoes a filter.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_VIEW, parseView, toSearch, type ProblemView } from './query';

export type ViewUpdate = (patch: Partial<ProblemView>, mode?: 'push' | 'replace') => void;

export function useViewInUrl(): [ProblemView, ViewUpdate] {
  const [view, setView] = useState<ProblemView>(DEFAULT_VIEW);
  // The latest view, so an update never runs side effects inside a state updater.
  const current = useRef<ProblemView>(DEFAULT_VIEW);

  useEffect(() => {
    const read = () => {
      current.current = parseView(window.location.search);
      setView(current.current);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const update = useCallback<ViewUpdate>((patch, mode = 'push') => {
    const next = { ...current.current, ...patch };
    current.current = next;
    setView(next);
    const search = toSearch(next);
    if (search !== window.location.search) {
      const url = `${window.location.pathname}${search}${window.location.hash}`;
      // Gatsby's router keeps its own state in history.state; keep it.
      if (mode === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    }
  }, []);

  return [view, update];
}
