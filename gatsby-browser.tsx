import type { GatsbyBrowser } from 'gatsby';
import './src/styles/global.css';
import { createAnalytics, type GaClient } from './src/site/analytics';
import { wrapRootElement as wrap } from './src/site/wrapRootElement';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = wrap;

const analytics = createAnalytics({
  measurementId: process.env.GATSBY_GA_MEASUREMENT_ID,
  loadClient: () => import('react-ga4').then((mod) => mod.default as unknown as GaClient),
  schedule: (callback, delayMs) => window.setTimeout(callback, delayMs),
  getTitle: () => document.title,
});

/** Marks the page as interactive; end-to-end tests wait for it before clicking. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  analytics.trackPageView(location);
};
