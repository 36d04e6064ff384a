import React from 'react';
import { Link } from 'gatsby';
import type { NavModule } from '../../content-model/navigation';

const CARD =
  'block rounded-md border border-gray-200 px-4 py-3 hover:border-blue-400 dark:border-gray-700 dark:hover:border-blue-500';

/** Links to the previous and next module of the section, in reading order. */
export function PrevNext({
  prev,
  next,
}: {
  prev: NavModule | null;
  next: NavModule | null;
}): React.JSX.Element | null {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Previous and next module" className="mt-12 grid gap-3 sm:grid-cols-2">
      {prev ? (
        <Link to={prev.path} rel="prev" className={CARD}>
          <span className="block text-xs text-gray-600 dark:text-gray-400">Previous</span>
          <span className="font-medium text-blue-800 dark:text-blue-300">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.path} rel="next" className={`${CARD} text-right`}>
          <span className="block text-xs text-gray-600 dark:text-gray-400">Next</span>
          <span className="font-medium text-blue-800 dark:text-blue-300">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
