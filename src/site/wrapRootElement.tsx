import React from 'react';
import { SyncProvider, UserDataProvider } from '../user-data';
import { StorageProblemAlert } from '../components/user-data/StorageProblemAlert';
import { ContactProvider } from '../components/contact/ContactContext';

/**
 * The one place that wraps every page, shared by gatsby-browser.tsx and gatsby-ssr.tsx so the
 * server and client trees match: the user-data store (with the alert that reports failed
 * saves), optional cloud sync (inert without Firebase settings) and the Contact Us form.
 */
export function wrapRootElement({ element }: { element: React.ReactNode }): React.JSX.Element {
  return (
    <UserDataProvider>
      <SyncProvider>
        <ContactProvider>{element}</ContactProvider>
      </SyncProvider>
      <StorageProblemAlert />
    </UserDataProvider>
  );
}
