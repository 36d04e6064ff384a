import { useEffect, useState } from 'react';
import { loadFirebaseBackend, onIdleForCloud } from './lazyFirebase';

/**
 * How many visitors are online, from Realtime Database presence: once the page is idle (never on
 * the critical path) this client joins presence and follows the count. Null while there is no
 * count: before idle, on a site built without Firebase settings, or when Firebase cannot be
 * reached.
 */
export function useOnlineCount(): number | null {
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

  return count;
}
