import React from 'react';

/**
 * Collapsible content. A native <details>/<summary> is keyboard-operable (Enter / Space) and its
 * expanded state is announced by screen readers, with no script at all.
 */
export function Spoiler({
  title,
  startExpanded = false,
  children,
}: {
  title: string;
  startExpanded?: boolean;
  children?: React.ReactNode;
}): React.JSX.Element {
  return (
    <details
      open={startExpanded}
      className="group my-6 rounded-md border border-gray-300 bg-white px-4 py-2 dark:border-gray-600 dark:bg-gray-900"
    >
      <summary className="cursor-pointer py-1 font-semibold text-gray-900 marker:text-gray-500 dark:text-gray-100 dark:marker:text-gray-400">
        {title}
      </summary>
      <div className="pb-2">{children}</div>
    </details>
  );
}
