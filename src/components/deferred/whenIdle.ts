/**
 * One shared "the page has settled" moment: after the browser is idle once (or 2 s at most).
 * Work that reading a page does not need (syntax highlighting of code blocks) waits for it, so
 * its code stays out of the first load.
 */
import { onIdle } from '../../site/idle';

let idle: Promise<void> | null = null;

export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    onIdle(resolve, { timeoutMs: 2000, fallbackMs: 200 });
  });
  return idle;
}
