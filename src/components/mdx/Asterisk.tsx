/** A footnote marker: an asterisk whose content shows in a tooltip on hover or focus. */
import React from 'react';
import { Tooltip } from '../tooltip/Tooltip';

export function Asterisk({ children }: { children?: React.ReactNode }): React.JSX.Element {
  return (
    <Tooltip
      content={<span className="block">{children}</span>}
      focusable
      label="Footnote"
      role="button"
    >
      <sup aria-hidden="true" className="cursor-help font-bold text-blue-800 dark:text-blue-300">
        *
      </sup>
    </Tooltip>
  );
}
