import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's hydration, run as a transition. Outside a transition React 18 hydrates the whole page
 * in one task; as a transition it works in ~5 ms slices and lets the browser in between, which
 * removes most of the Total Blocking Time a first visit costs on a slow phone. Clicks that come
 * before hydration ends still work: React hydrates the target first, then replays the event.
 *
 * Like Gatsby's default, a container with no server-rendered content gets a fresh render.
 */
export function hydrateAsTransition(element: ReactNode, container: Element): void {
  const focusWrapper = document.getElementById('gatsby-focus-wrapper');
  if (!focusWrapper || focusWrapper.children.length === 0) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
