import React from 'react';
import { UserDataProvider } from '../user-data';
import { StorageProblemAlert } from '../components/user-data/StorageProblemAlert';

/**
 * The one place that wraps every page, shared by gatsby-browser.tsx and gatsby-ssr.tsx so the
 * server and client trees match: the user-data store, and the alert that reports failed saves.
 */
export function wrapRootElement({ element }: { element: React.ReactNode }): React.JSX.Element {
  return (
    <UserDataProvider>
      {element}
      <StorageProblemAlert />
    </UserDataProvider>
  );
}
