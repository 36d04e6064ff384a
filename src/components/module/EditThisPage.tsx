import React from 'react';
import { siteConfig } from '../../site/siteConfig';

/** The page's source file in the repository, e.g. `content/general/intro.mdx`. */
export function toEditUrl(file: string): string {
  return `${siteConfig.repositoryUrl}/blob/main/${file}`;
}

export function EditThisPage({ file }: { file: string }): React.JSX.Element {
  return (
    <a
      href={toEditUrl(file)}
      target="_blank"
      rel="noreferrer"
      className="text-sm text-gray-600 underline hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"
    >
      Edit this page
    </a>
  );
}
