/**
 * Runs `task` once the browser is idle: through requestIdleCallback, which runs it after
 * `timeoutMs` at the latest, or after `fallbackMs` where idle callbacks are missing (Safari).
 * Returns a function that cancels it.
 */
export function onIdle(
  task: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}
