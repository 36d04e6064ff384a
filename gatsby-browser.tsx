import type { GatsbyBrowser } from 'gatsby';
import './src/styles/global.css';
import { createAnalytics, type GaClient } from './src/site/analytics';
import {
  createErrorReporter,
  installGlobalErrorHandlers,
  setErrorSink,
} from './src/site/errorReporting';
import { hydrateAsTransition } from './src/site/hydrate';
import { afterRenderAndIdle, deferRegistration } from './src/site/serviceWorker';
import { wrapRootElement as wrap } from './src/site/wrapRootElement';
import { wrapPageElement as wrapPage } from './src/site/wrapPageElement';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = wrap;
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

// Hydrate in time slices, not one long task (scripts/bench measured TBT over budget).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateAsTransition as unknown as ReturnType<
    NonNullable<GatsbyBrowser['replaceHydrateFunction']>
  >;

const analytics = createAnalytics({
  measurementId: process.env.GATSBY_GA_MEASUREMENT_ID,
  loadClient: () => import('react-ga4').then((mod) => mod.default as unknown as GaClient),
  schedule: (callback, delayMs) => window.setTimeout(callback, delayMs),
  getTitle: () => document.title,
});

// Errors become analytics exception events only when analytics is configured: otherwise no
// handler is installed and nothing is loaded.
if (analytics.enabled) {
  const report = createErrorReporter({
    send: (exception) => analytics.trackException(exception),
    now: () => Date.now(),
  });
  setErrorSink(report);
  installGlobalErrorHandlers(window, report);
}

let markRendered: () => void = () => undefined;
const rendered = new Promise<void>((resolve) => {
  markRendered = resolve;
});

// Gatsby registers /sw.js right after this hook; the registration waits for the page to settle
// (src/site/serviceWorker.ts says why).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  if ('serviceWorker' in navigator) {
    deferRegistration(navigator.serviceWorker, afterRenderAndIdle(rendered));
  }
};

/** Marks the page as interactive: end-to-end tests wait for it before clicking. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
  markRendered();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  analytics.trackPageView(location);
};
