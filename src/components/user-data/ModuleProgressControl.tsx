import React from 'react';
import { MODULE_PROGRESS_VALUES, useModuleProgress } from '../../user-data';
import { ChoiceListbox } from './ChoiceListbox';
import { MODULE_PROGRESS_STYLES } from './choiceStyles';

interface ModuleProgressControlProps {
  moduleId: string;
  /** Shown in the accessible name: "Progress on {moduleTitle}". Defaults to "this module". */
  moduleTitle?: string;
}

/** The student's progress on one module: Not Started, Reading, Practicing, Complete, Skipped, Ignored. */
export function ModuleProgressControl({
  moduleId,
  moduleTitle,
}: ModuleProgressControlProps): React.JSX.Element {
  const [progress, setProgress] = useModuleProgress(moduleId);
  return (
    <ChoiceListbox
      value={progress}
      options={MODULE_PROGRESS_VALUES}
      styles={MODULE_PROGRESS_STYLES}
      onChange={setProgress}
      label={`Progress on ${moduleTitle ?? 'this module'}`}
      size="md"
      testId={`module-progress-${moduleId}`}
    />
  );
}
