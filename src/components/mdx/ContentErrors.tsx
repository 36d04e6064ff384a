import React from 'react';

/**
 * `gatsby develop` only: the content errors of the author's last edit, over the page (which keeps
 * the last version that compiled). Each names its file and line and how to fix it.
 */
export function ContentErrors({ errors }: { errors: readonly string[] }): React.JSX.Element {
  return (
    <div
      role="alert"
      aria-labelledby="content-errors-title"
      className="fixed inset-x-4 bottom-4 z-50 max-h-[60vh] overflow-auto rounded-lg border-2 border-red-700 bg-white p-4 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100"
    >
      <h2 id="content-errors-title" className="text-lg font-bold text-red-800 dark:text-red-300">
        {errors.length === 1 ? 'Content error' : `${errors.length} content errors`}
      </h2>
      <p className="mt-1 text-sm">
        The page shows the last version that compiled. It updates as soon as the file is fixed.
      </p>
      <pre className="mt-3 whitespace-pre-wrap font-mono text-sm">{errors.join('\n\n')}</pre>
    </div>
  );
}
