/**
 * One shared "the page has settled" moment: after the browser is idle once (or 2 s at most).
 * Work that reading a page does not need waits for it: syntax highlighting of code blocks, and
 * the chunk that starts the pickers' prefetches (DeferredPickers).
 */
import { onIdle } from '../../site/idle';

let idle: Promise<void> | null = null;

export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    onIdle(resolve, { timeoutMs: 2000, fallbackMs: 200 });
  });
  return idle;
}
