import React, { useMemo } from 'react';
import { Link } from 'gatsby';
import { useRecentSolves, useUserData } from '../../user-data';
import { AnnouncementPanel } from './AnnouncementPanel';
import { ContinueCard } from './ContinueCard';
import { ProblemLinkList } from './ProblemLinkList';
import { SectionProgressList } from './SectionProgressList';
import { StreakCard } from './StreakCard';
import {
  countSolved,
  problemsWithStatus,
  toProblemLookup,
  toSectionProgress,
  type DashboardModule,
  type ProblemLink,
} from './dashboardData';

const link = 'font-medium text-blue-700 underline hover:no-underline dark:text-blue-300';

/** The student's progress at a glance; every figure comes from the user-data store. */
export function Dashboard({ modules }: { modules: readonly DashboardModule[] }): React.JSX.Element {
  const data = useUserData();
  const recent = useRecentSolves();
  const lookup = useMemo(() => toProblemLookup(modules), [modules]);
  const sections = useMemo(
    () => toSectionProgress(modules, data.userProgressOnModules, data.userProgressOnProblems),
    [modules, data.userProgressOnModules, data.userProgressOnProblems],
  );
  const solving = useMemo(
    () => problemsWithStatus(lookup, data.userProgressOnProblems, 'Solving'),
    [lookup, data.userProgressOnProblems],
  );
  const { solved, withHints } = useMemo(
    () => countSolved(lookup, data.userProgressOnProblems, data.hintsUsed),
    [lookup, data.userProgressOnProblems, data.hintsUsed],
  );
  const recentlySolved = useMemo(
    () =>
      recent
        .filter((entry) => data.userProgressOnProblems[entry.uniqueID] === 'Solved')
        .map((entry) => lookup.get(entry.uniqueID))
        .filter((problem): problem is ProblemLink => problem !== undefined),
    [recent, lookup, data.userProgressOnProblems],
  );

  return (
    <div className="space-y-6">
      <AnnouncementPanel />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContinueCard modules={modules} />
        <StreakCard />
      </div>
      <section aria-labelledby="progress-title">
        <h2
          id="progress-title"
          className="mb-3 text-xl font-semibold text-gray-900 dark:text-white"
        >
          Progress by section
        </h2>
        <p data-testid="solved-count" className="mb-3 text-gray-700 dark:text-gray-300">
          Solved: <strong>{solved}</strong> {solved === 1 ? 'problem' : 'problems'}
          {withHints > 0 && ` (${withHints} with hints)`}
        </p>
        <SectionProgressList sections={sections} />
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProblemLinkList
          title="Solving now"
          testId="solving"
          problems={solving}
          empty={
            <>
              Nothing in progress. Open a module and set a problem to <em>Solving</em> while you
              work on it, or find one on the{' '}
              <Link to="/problems?status=Unsolved" className={link}>
                problems page
              </Link>
              .
            </>
          }
        />
        <ProblemLinkList
          title="Recently solved"
          testId="recently-solved"
          problems={recentlySolved}
          empty={
            <>
              Problems you mark <em>Solved</em> in this browser appear here. All your solved
              problems are on the{' '}
              <Link to="/problems?status=Solved" className={link}>
                problems page
              </Link>
              .
            </>
          }
        />
      </div>
    </div>
  );
}
