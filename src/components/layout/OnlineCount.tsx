import React from 'react';
import { useOnlineCount } from '../../user-data';

/**
 * "N online" from presence (useOnlineCount joins it after the page is idle); renders nothing
 * when Firebase is not configured or cannot be reached.
 */
export default function OnlineCount(): React.JSX.Element | null {
  const count = useOnlineCount();
  if (count === null || count < 1) return null;
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
      <span className="mr-1 inline-block h-2 w-2 rounded-full bg-green-500" aria-hidden="true" />
      {count} online
    </p>
  );
}
