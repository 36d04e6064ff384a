/** Deferred versions of the store's ready-made controls (see DeferredChoice). */
import React, { Suspense, lazy } from 'react';
import { useModuleProgress, useProblemStatus } from '../../user-data';
import { MODULE_PROGRESS_STYLES, PROBLEM_STATUS_STYLES } from '../user-data/choiceStyles';
import { ChoicePlaceholder, OpenWhenMounted, useDeferred } from './DeferredChoice';

const StatusPicker = lazy(() =>
  import('../user-data/StatusPicker').then((m) => ({ default: m.StatusPicker })),
);
const ModuleProgressControl = lazy(() =>
  import('../user-data/ModuleProgressControl').then((m) => ({
    default: m.ModuleProgressControl,
  })),
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
  const { ready, activate, preload, wrapperRef, openPending } = useDeferred();
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
      {ready ? (
        <Suspense fallback={placeholder}>
          <StatusPicker uniqueID={uniqueID} problemName={problemName} moduleId={moduleId} />
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
  const { ready, activate, preload, wrapperRef, openPending } = useDeferred();
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
      {ready ? (
        <Suspense fallback={placeholder}>
          <ModuleProgressControl moduleId={moduleId} moduleTitle={moduleTitle} />
          <OpenWhenMounted wrapperRef={wrapperRef} openPending={openPending} />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}
