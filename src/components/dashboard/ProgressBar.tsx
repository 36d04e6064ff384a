import React from 'react';

interface ProgressBarProps {
  /** Names the bar for assistive technology, e.g. "Bronze problems solved". */
  label: string;
  value: number;
  max: number;
  /** Tailwind background class of the filled part. */
  tone?: string;
}

/** A labelled bar with its figures as text; max 0 shows an empty bar. */
export function ProgressBar({
  label,
  value,
  max,
  tone = 'bg-green-600 dark:bg-green-500',
}: ProgressBarProps): React.JSX.Element {
  const percent = max === 0 ? 0 : Math.round((value / max) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={`${value} of ${max} (${percent}%)`}
      className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
    >
      <div className={`h-full rounded-full ${tone}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
