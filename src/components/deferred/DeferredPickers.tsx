/** Deferred versions of the store's ready-made controls (see DeferredChoice). */
import React from 'react';
import { useModuleProgress, useProblemStatus } from '../../user-data';
import { MODULE_PROGRESS_STYLES, PROBLEM_STATUS_STYLES } from '../user-data/choiceStyles';
import { DeferredChoice, preloadable } from './DeferredChoice';

// webpackPrefetch: once the page's chunk has loaded, webpack adds <link rel="prefetch"> for these
// chunks; the browser fetches them at idle priority and does not run them until a stand-in is
// hovered, focused or pressed.
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
  return (
    <DeferredChoice
      control={statusPicker}
      controlProps={{ uniqueID, problemName, moduleId }}
      label={`Status of ${problemName}`}
      value={status}
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
