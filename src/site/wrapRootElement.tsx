import React from 'react';

/**
 * The one place that wraps every page, shared by gatsby-browser.tsx and gatsby-ssr.tsx so the
 * server and client trees match. Providers (the user-data store) go here.
 */
export function wrapRootElement({ element }: { element: React.ReactNode }): React.JSX.Element {
  return <>{element}</>;
}
