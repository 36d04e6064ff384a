import React from 'react';

/** Collapsible content; a native <details> is keyboard-operable and announced by screen readers. */
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
    <details open={startExpanded} className="my-6 rounded-md border p-4">
      <summary className="cursor-pointer font-semibold">{title}</summary>
      {children}
    </details>
  );
}
