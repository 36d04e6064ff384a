import React, { useEffect, useState } from 'react';
import { loadFirebaseBackend, onIdleForCloud } from '../../user-data/sync/lazyFirebase';

/**
 * "N online" from Realtime Database presence. Loaded after the page is idle, never on the
 * critical path; renders nothing when Firebase is not configured or cannot be reached.
 */
export default function OnlineCount(): React.JSX.Element | null {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let stopped = false;
    const cleanups: Array<() => void> = [];
    const cancelIdle = onIdleForCloud(() => {
      const backend = loadFirebaseBackend();
      if (!backend) return;
      backend
        .then(async (firebase) => {
          if (stopped) return;
          cleanups.push(firebase.watchOnlineCount((n) => setCount(n)));
          cleanups.push(await firebase.joinPresence());
        })
        .catch(() => setCount(null));
    });
    return () => {
      stopped = true;
      cancelIdle();
      cleanups.forEach((cleanup) => cleanup());
    };
  }, []);

  if (count === null || count < 1) return null;
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
      <span className="mr-1 inline-block h-2 w-2 rounded-full bg-green-500" aria-hidden="true" />
      {count} online
    </p>
  );
}
