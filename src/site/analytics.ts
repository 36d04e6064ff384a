/**
 * Page-view and exception analytics through react-ga4, loaded only when a measurement id is configured and
 * only after the page has rendered (it is never part of first-load JavaScript).
 */

/** Gatsby's default page-transition delay: the new page's title is set by then. */
export const PAGE_TRANSITION_DELAY_MS = 100;
/** Never send sooner than 32 ms (two frames), whatever the transition delay. */
export const PAGE_VIEW_DELAY_MS = Math.max(32, PAGE_TRANSITION_DELAY_MS);

/** The part of react-ga4's default export that we use. */
export interface GaClient {
  initialize(measurementId: string): void;
  send(fieldObject: { hitType: 'pageview'; page: string; title?: string }): void;
  /** A GA4 event by name (gtag('event', name, params)). */
  event(name: string, params: Record<string, string | number | boolean>): void;
}

export interface AnalyticsDeps {
  measurementId: string | undefined;
  /** Loads the GA client (a dynamic import in the browser; a fake in tests). */
  loadClient: () => Promise<GaClient>;
  schedule: (callback: () => void, delayMs: number) => void;
  getTitle: () => string;
}

export interface RouteLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export interface Analytics {
  /** Call on every route change (gatsby-browser's onRouteUpdate). */
  trackPageView(location: RouteLocation): void;
  /** Sends a GA4 `exception` event (src/site/errorReporting.ts scrubs and rate-limits them). */
  trackException(report: { description: string; fatal: boolean }): void;
  /** Whether anything is ever sent (a measurement id is configured). */
  readonly enabled: boolean;
}

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const { measurementId } = deps;
  if (!measurementId) {
    return { trackPageView: () => undefined, trackException: () => undefined, enabled: false };
  }
  let client: Promise<GaClient> | null = null;
  function getClient(): Promise<GaClient> {
    if (!client) {
      client = deps.loadClient().then((ga) => {
        ga.initialize(measurementId as string);
        return ga;
      });
    }
    return client;
  }
  return {
    enabled: true,
    trackPageView(location) {
      const page = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
      deps.schedule(() => {
        const title = deps.getTitle();
        getClient()
          .then((ga) => ga.send({ hitType: 'pageview', page, title }))
          .catch(() => {
            // Blocked by an extension or offline: analytics must never break the page.
          });
      }, PAGE_VIEW_DELAY_MS);
    },
    trackException({ description, fatal }) {
      getClient()
        .then((ga) => ga.event('exception', { description, fatal }))
        .catch(() => undefined);
    },
  };
}
