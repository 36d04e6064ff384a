import React from 'react';
import { Link } from 'gatsby';
import { useSetting } from '../../user-data';

interface ModuleRef {
  moduleId: string;
  title: string;
  path: string;
}

/**
 * "Continue where you left off" for the last module opened, or where to start for a new
 * visitor (also when the stored module no longer exists).
 */
export function ContinueCard({ modules }: { modules: readonly ModuleRef[] }): React.JSX.Element {
  const [lastViewed] = useSetting('lastViewedModule');
  const last = lastViewed === null ? undefined : modules.find((m) => m.moduleId === lastViewed);
  const first = modules[0];
  return (
    <section
      aria-labelledby="continue-title"
      data-testid="continue"
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 id="continue-title" className="text-lg font-semibold text-gray-900 dark:text-white">
        {last ? 'Continue where you left off' : 'Where to start'}
      </h2>
      <p className="mt-2 min-h-[3rem] text-sm text-gray-700 dark:text-gray-300">
        {last ? (
          <>
            You were last reading{' '}
            <Link
              to={last.path}
              data-testid="continue-link"
              className="font-semibold text-blue-700 underline hover:no-underline dark:text-blue-300"
            >
              {last.title}
            </Link>
            .
          </>
        ) : first ? (
          <>
            New here? Begin with{' '}
            <Link
              to={first.path}
              className="font-semibold text-blue-700 underline hover:no-underline dark:text-blue-300"
            >
              {first.title}
            </Link>{' '}
            or browse the{' '}
            <Link
              to="/general"
              className="text-blue-700 underline hover:no-underline dark:text-blue-300"
            >
              General section
            </Link>
            .
          </>
        ) : (
          'No modules are published yet.'
        )}
      </p>
    </section>
  );
}
