/** Deferred versions of the store's ready-made controls (see DeferredChoice). */
import React, { Suspense } from 'react';
import { useModuleProgress, useProblemStatus } from '../../user-data';
import { MODULE_PROGRESS_STYLES, PROBLEM_STATUS_STYLES } from '../user-data/choiceStyles';
import { ChoicePlaceholder, OpenWhenMounted, preloadable, useDeferred } from './DeferredChoice';

// webpackPrefetch: the browser fetches these chunks when idle, at low priority, and does not run
// them until a stand-in is hovered, focused or pressed.
const statusPicker = preloadable(() =>
  import(/* webpackPrefetch: true */ '../user-data/StatusPicker').then((m) => m.StatusPicker),
);
const moduleProgressControl = preloadable(() =>
  import(/* webpackPrefetch: true */ '../user-data/ModuleProgressControl').then(
    (m) => m.ModuleProgressControl,
  ),
);

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
  const { Real, activate, preload, wrapperRef, openPending } = useDeferred(statusPicker);
  const placeholder = (
    <ChoicePlaceholder
      label={`Status of ${problemName}`}
      value={status}
      style={PROBLEM_STATUS_STYLES[status]}
      onActivate={activate}
      onPreload={preload}
    />
  );
  return (
    <span ref={wrapperRef} className="contents">
      {Real ? (
        <Suspense fallback={placeholder}>
          <Real uniqueID={uniqueID} problemName={problemName} moduleId={moduleId} />
          <OpenWhenMounted wrapperRef={wrapperRef} openPending={openPending} />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
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
  const { Real, activate, preload, wrapperRef, openPending } = useDeferred(moduleProgressControl);
  const placeholder = (
    <ChoicePlaceholder
      label={`Progress on ${moduleTitle}`}
      value={progress}
      style={MODULE_PROGRESS_STYLES[progress]}
      size="md"
      onActivate={activate}
      onPreload={preload}
    />
  );
  return (
    <span ref={wrapperRef} className="contents">
      {Real ? (
        <Suspense fallback={placeholder}>
          <Real moduleId={moduleId} moduleTitle={moduleTitle} />
          <OpenWhenMounted wrapperRef={wrapperRef} openPending={openPending} />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}
