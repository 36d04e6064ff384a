/** Deferred versions of the store's ready-made controls (see DeferredChoice). */
import React, { useEffect } from 'react';
import {
  isSolvedWithHints,
  useHintsOpened,
  useModuleProgress,
  useProblemStatus,
} from '../../user-data';
import { MODULE_PROGRESS_STYLES, PROBLEM_STATUS_STYLES } from '../user-data/choiceStyles';
import { DeferredChoice, preloadable } from './DeferredChoice';
import { whenIdle } from './whenIdle';

// The pickers load through a small chunk (pickerChunks.ts) that the page fetches at idle; its
// arrival makes the browser prefetch the pickers at low priority, without running them, so a
// press rarely waits for the code and the first load never pays for it.
const chunks = () => import('./pickerChunks');
const statusPicker = preloadable(() => chunks().then((m) => m.loadStatusPicker()));
const moduleProgressControl = preloadable(() =>
  chunks().then((m) => m.loadModuleProgressControl()),
);

let prefetching: Promise<unknown> | null = null;

/**
 * Fetches pickerChunks once the page is idle, which starts the prefetches. A page with forty
 * pickers asks forty times; the first one starts the fetch, the rest find it under way.
 */
function usePrefetchAtIdle(): void {
  useEffect(() => {
    // A failure here only loses the head start: a press loads (and retries) the code itself.
    prefetching ??= whenIdle()
      .then(chunks)
      .catch(() => undefined);
  }, []);
}

export function DeferredStatusPicker({
  uniqueID,
  problemName,
  moduleId = null,
}: {
  uniqueID: string;
  problemName: string;
  moduleId?: string | null;
}): React.JSX.Element {
  const [status] = useProblemStatus(uniqueID, moduleId);
  const [hints] = useHintsOpened(uniqueID);
  usePrefetchAtIdle();
  return (
    <DeferredChoice
      control={statusPicker}
      controlProps={{ uniqueID, problemName, moduleId }}
      label={`Status of ${problemName}`}
      value={status}
      detail={isSolvedWithHints(status, hints) ? 'hints' : undefined}
      style={PROBLEM_STATUS_STYLES[status]}
    />
  );
}

export function DeferredModuleProgressControl({
  moduleId,
  moduleTitle,
}: {
  moduleId: string;
  moduleTitle: string;
}): React.JSX.Element {
  const [progress] = useModuleProgress(moduleId);
  usePrefetchAtIdle();
  return (
    <DeferredChoice
      control={moduleProgressControl}
      controlProps={{ moduleId, moduleTitle }}
      label={`Progress on ${moduleTitle}`}
      value={progress}
      style={MODULE_PROGRESS_STYLES[progress]}
      size="md"
    />
  );
}
