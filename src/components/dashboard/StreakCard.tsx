import React from 'react';
import { useUserData } from '../../user-data';

/** The visit streak (`consecutiveVisits`, counted by the store's streak rule). */
export function StreakCard(): React.JSX.Element {
  const { consecutiveVisits } = useUserData();
  return (
    <section
      aria-labelledby="streak-title"
      data-testid="streak"
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 id="streak-title" className="text-lg font-semibold text-gray-900 dark:text-white">
        Visit streak
      </h2>
      <p className="mt-2 min-h-[3rem] text-sm text-gray-700 dark:text-gray-300">
        <span className="text-3xl font-bold text-gray-900 dark:text-white">
          {consecutiveVisits}
        </span>{' '}
        {consecutiveVisits === 1 ? 'day' : 'days in a row'}.{' '}
        {consecutiveVisits === 1
          ? 'Come back tomorrow to start a streak.'
          : 'Keep it going tomorrow.'}
      </p>
    </section>
  );
}
