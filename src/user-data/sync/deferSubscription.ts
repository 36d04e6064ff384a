import type { Unsubscribe } from './types';

/**
 * Starts a subscription that needs an async step first (loading a Firebase product) and returns
 * a synchronous unsubscribe that works at any time: called before the subscription exists, it
 * ends it as soon as it does.
 */
export function deferSubscription(
  start: () => Promise<Unsubscribe>,
  onError: (error: unknown) => void,
): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe | null = null;
  start()
    .then((unsubscribe) => {
      if (stopped) unsubscribe();
      else stop = unsubscribe;
    })
    .catch(onError);
  return () => {
    stopped = true;
    stop?.();
  };
}
