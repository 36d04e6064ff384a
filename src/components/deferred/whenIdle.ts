/**
 * One shared "the page has settled" moment: after the browser is idle once (or 2 s at most).
 * Interactive widgets that are not needed to read a page (status pickers, progress controls)
 * load then, so their code stays out of the first-load bundle.
 */
let idle: Promise<void> | null = null;

export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else {
      setTimeout(resolve, 200);
    }
  });
  return idle;
}
