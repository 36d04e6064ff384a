import React from 'react';
import { Link } from 'gatsby';
import { useStorageProblem, useUserDataStore, type StorageProblem } from '../../user-data';

const TARGET_LABELS: Record<StorageProblem['target'], string> = {
  lang: 'your language',
  lastViewedModule: 'your last viewed module',
  hide: 'the hide tags and solutions setting',
  darkMode: 'dark mode',
  lastReadAnnouncement: 'your read announcements',
  userProgressOnModules: 'your module progress',
  userProgressOnProblems: 'your problem statuses',
  hintsUsed: 'the hints you opened',
  lastVisitDate: 'your visit streak',
  consecutiveVisits: 'your visit streak',
  quizAnswers: 'your quiz answers',
  backups: 'a backup of your progress',
};

/** What went wrong and what the student can do about it, in plain words. */
export function describeStorageProblem(problem: StorageProblem): string {
  const what = TARGET_LABELS[problem.target];
  switch (problem.failure) {
    case 'quota':
      return `Your browser's storage for this site is full, so ${what} could not be saved. The change lasts only until you close this tab. Export your progress from Settings to keep a copy, then make room by deleting old backups there or clearing other sites' data.`;
    case 'unavailable':
      return `This browser does not let the site save anything (private browsing or blocked site data), so ${what} could not be saved and changes last only until you close this tab.`;
    case 'unknown':
      return `Your browser refused to save ${what}. The change lasts only until you close this tab; export your progress from Settings to keep a copy.`;
  }
}

/** Tells the student when a change could not be saved: never lose progress silently. */
export function StorageProblemAlert(): React.JSX.Element {
  const problem = useStorageProblem();
  const store = useUserDataStore();
  return (
    // The live region stays in the page so the announcement is read when a problem appears.
    <div
      role="alert"
      aria-live="assertive"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[10000] flex justify-center px-4"
    >
      {problem && (
        <div className="pointer-events-auto flex max-w-2xl items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 shadow-lg dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="flex-1">
            <strong className="font-semibold">Not saved. </strong>
            {describeStorageProblem(problem)}{' '}
            <Link to="/settings" className="underline">
              Open Settings
            </Link>
          </p>
          <button
            type="button"
            onClick={store.dismissStorageProblem}
            className="rounded px-2 py-1 font-medium hover:bg-red-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 dark:hover:bg-red-900"
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
