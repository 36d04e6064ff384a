import React from 'react';
import { siteConfig } from '../../site/siteConfig';

/** The page's source file in the repository, e.g. `content/general/intro.mdx`. */
export function toEditUrl(file: string): string {
  return `${siteConfig.repositoryUrl}/blob/main/${file}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `2026-11-24` → `24 Nov 2026`: the same text in the HTML and after hydration, in every locale,
 * without loading Intl's date formatting for one line.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/**
 * The foot of an article: when its source last changed (from git history, when the build had
 * it) and a link to edit it.
 */
export function EditThisPage({
  file,
  lastUpdated = null,
}: {
  file: string;
  lastUpdated?: string | null;
}): React.JSX.Element {
  return (
    <span className="text-sm text-gray-600 dark:text-gray-400">
      {lastUpdated && (
        <>
          Last updated <time dateTime={lastUpdated}>{formatDay(lastUpdated)}</time>
          {' · '}
        </>
      )}
      <a
        href={toEditUrl(file)}
        target="_blank"
        rel="noreferrer"
        className="underline hover:text-gray-900 dark:hover:text-gray-100"
      >
        Edit this page
      </a>
    </span>
  );
}
