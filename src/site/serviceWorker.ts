/**
 * When the service worker is registered. Gatsby's offline plugin registers /sw.js as soon as the
 * app boots, while the page is still painting and hydrating. Installing the worker evaluates
 * Workbox and fetches its precache on other threads, and on a 2-core phone that work delays the
 * first frame by up to a second (measured with Lighthouse on a module page: first paint at
 * 0.25 s or 1.25 s depending on whether the install overlapped it). Nothing a visitor needs
 * on this page comes from the worker, so its registration waits until the page has settled.
 */

import { onIdle } from './idle';

/** The part of `navigator.serviceWorker` this module touches. */
export interface RegistersWorkers {
  register(
    scriptURL: string | URL,
    options?: RegistrationOptions,
  ): Promise<ServiceWorkerRegistration>;
}

/**
 * Makes `container.register` wait for `settled` before registering. Every call still returns
 * the registration (or its failure), only later.
 */
export function deferRegistration(container: RegistersWorkers, settled: () => Promise<void>): void {
  const register = container.register.bind(container);
  container.register = (scriptURL, options) => settled().then(() => register(scriptURL, options));
}

/**
 * A promise for "the first render has committed and the browser has been idle once since"
 * (`maxWaitMs` at most after the render, for browsers that stay busy or lack
 * requestIdleCallback). `rendered` resolves when Gatsby's first client render is done.
 */
export function afterRenderAndIdle(rendered: Promise<void>, maxWaitMs = 5000): () => Promise<void> {
  let settled: Promise<void> | null = null;
  return () =>
    (settled ??= rendered.then(
      () =>
        new Promise<void>((resolve) => {
          onIdle(resolve, { timeoutMs: maxWaitMs, fallbackMs: Math.min(maxWaitMs, 1000) });
        }),
    ));
}
