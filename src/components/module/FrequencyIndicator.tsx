/** How often a module's topic appears in contests: four bars and a label. */
import React from 'react';
import type { Frequency } from '../../content-model/types';

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  0: 'Has not appeared in recent contests',
  1: 'Rare',
  2: 'Not frequent',
  3: 'Somewhat frequent',
  4: 'Very frequent',
};

const BAR_COLOURS: Record<Frequency, string> = {
  0: 'bg-gray-400',
  1: 'bg-green-600',
  2: 'bg-yellow-500',
  3: 'bg-orange-500',
  4: 'bg-red-600',
};

export function FrequencyIndicator({ frequency }: { frequency: Frequency }): React.JSX.Element {
  return (
    <span className="inline-flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
      <span aria-hidden="true" className="inline-flex items-end gap-0.5">
        {[1, 2, 3, 4].map((level) => (
          <span
            key={level}
            className={`w-1.5 rounded-sm ${level <= frequency ? BAR_COLOURS[frequency] : 'bg-gray-200 dark:bg-gray-700'}`}
            style={{ height: `${4 + level * 3}px` }}
          />
        ))}
      </span>
      <span>Frequency: {FREQUENCY_LABELS[frequency]}</span>
    </span>
  );
}
