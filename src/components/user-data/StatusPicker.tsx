import React, { useCallback } from 'react';
import {
  PROBLEM_STATUSES,
  isSolvedWithHints,
  useHintsOpened,
  useProblemStatus,
  type ProblemStatus,
} from '../../user-data';
import { ChoiceListbox } from './ChoiceListbox';
import { PROBLEM_STATUS_STYLES } from './choiceStyles';
import { fireConfetti } from './fireConfetti';

interface StatusPickerProps {
  /** The problem's uniqueID. */
  uniqueID: string;
  /** Shown in the accessible name: "Status of {problemName}". Defaults to the id. */
  problemName?: string;
  /** The module the problem is listed in, so Solving/Solved can move it to Practicing. */
  moduleId?: string | null;
}

/** The student's status for one problem: all five statuses, coloured, celebrating a solve. */
export const StatusPicker = React.memo(function StatusPicker({
  uniqueID,
  problemName,
  moduleId = null,
}: StatusPickerProps): React.JSX.Element {
  const [status, setStatus] = useProblemStatus(uniqueID, moduleId);
  const [hints] = useHintsOpened(uniqueID);
  const choose = useCallback(
    (next: ProblemStatus) => {
      if (setStatus(next).celebrate) {
        // Confetti is decoration: a failed chunk load must not disturb the saved status.
        fireConfetti().catch(() => undefined);
      }
    },
    [setStatus],
  );
  return (
    <ChoiceListbox
      value={status}
      options={PROBLEM_STATUSES}
      styles={PROBLEM_STATUS_STYLES}
      onChange={choose}
      label={`Status of ${problemName ?? uniqueID}`}
      detail={isSolvedWithHints(status, hints) ? 'hints' : undefined}
      testId={`status-picker-${uniqueID}`}
    />
  );
});
