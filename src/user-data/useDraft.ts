/**
 * The /liveupdate draft as React state: starts as the sample (so the static HTML and the first
 * client render agree), switches to the stored draft right after mounting, and saves every edit.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createBrowserDraftStorage, type Draft, type DraftStorage } from './drafts';

export interface DraftState {
  draft: Draft;
  /** False until the stored draft has been read. */
  loaded: boolean;
  /** False when the last save was refused by the browser: the draft lives only in this tab. */
  saved: boolean;
  setMdx(mdx: string): void;
  setProblems(problems: string): void;
  /** Back to the sample; the replaced draft can be brought back with `undoReset`. */
  reset(): void;
  /** Restores the draft replaced by the last reset, or null when there is nothing to undo. */
  undoReset: (() => void) | null;
}

export function useDraft(sample: Draft, storageForTests?: DraftStorage): DraftState {
  const storage = useMemo(() => storageForTests ?? createBrowserDraftStorage(), [storageForTests]);
  const [draft, setDraft] = useState(sample);
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState(true);
  const [beforeReset, setBeforeReset] = useState<Draft | null>(null);
  // The latest draft, also between an edit and the re-render it causes (two quick edits).
  const current = useRef(draft);

  useEffect(() => {
    const stored = storage.load(sample);
    current.current = stored;
    setDraft(stored);
    setLoaded(true);
    // Read once per storage: a new sample object must not overwrite the author's edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storage]);

  // Saving inside the setters (not in an effect on `draft`) means the sample shown before the
  // stored draft is read can never overwrite it.
  const update = useCallback(
    (next: Draft) => {
      current.current = next;
      setDraft(next);
      setSaved(storage.save(next));
      setBeforeReset(null); // An edit after a reset makes its undo stale.
    },
    [storage],
  );

  const setMdx = useCallback((mdx: string) => update({ ...current.current, mdx }), [update]);
  const setProblems = useCallback(
    (problems: string) => update({ ...current.current, problems }),
    [update],
  );
  const reset = useCallback(() => {
    setBeforeReset(current.current);
    current.current = sample;
    storage.clear();
    setSaved(true);
    setDraft(sample);
  }, [sample, storage]);
  const undo = useCallback(() => {
    if (beforeReset) update(beforeReset);
  }, [beforeReset, update]);

  return {
    draft,
    loaded,
    saved,
    setMdx,
    setProblems,
    reset,
    undoReset: beforeReset ? undo : null,
  };
}
