import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useUserDataStore } from '../UserDataProvider';
import { isCloudConfigured, loadFirebaseBackend, onIdleForCloud } from './lazyFirebase';
import { hasSignedInHint, setSignedInHint } from './signedInHint';
import type { SyncController, SyncStatus } from './syncController';
import type { SignInProvider } from './types';

export type AccountState = { kind: 'unavailable' } | { kind: 'idle' } | SyncStatus;

interface SyncApi {
  account: AccountState;
  signIn: (provider: SignInProvider) => void;
  signOut: () => void;
}

const SyncContext = createContext<SyncApi>({
  account: { kind: 'unavailable' },
  signIn: () => undefined,
  signOut: () => undefined,
});

/**
 * Cloud sync for the whole page. Built without Firebase settings it does nothing at all; with
 * them, the sync code loads on a sign-in click, or after idle when this browser was signed in.
 */
export function SyncProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const store = useUserDataStore();
  const configured = isCloudConfigured();
  const [controller, setController] = useState<Promise<SyncController> | null>(null);
  const [account, setAccount] = useState<AccountState>(
    configured ? { kind: 'idle' } : { kind: 'unavailable' },
  );

  const start = useCallback((): Promise<SyncController> | null => {
    const backend = loadFirebaseBackend();
    if (!backend) return null;
    const created = Promise.all([backend, import('./syncController')]).then(
      ([firebase, { createSyncController }]) => {
        const sync = createSyncController({
          backend: firebase,
          store,
          confirm: (message) => window.confirm(message),
          reload: () => window.location.reload(),
          rememberSignedIn: setSignedInHint,
        });
        sync.subscribe(() => setAccount(sync.getStatus()));
        sync.start();
        return sync;
      },
    );
    setController(created);
    return created;
  }, [store]);

  useEffect(() => {
    if (!configured || controller || !hasSignedInHint()) return undefined;
    return onIdleForCloud(() => start());
  }, [configured, controller, start]);

  const api = useMemo<SyncApi>(
    () => ({
      account,
      signIn(provider) {
        setAccount({ kind: 'loading' });
        (controller ?? start())?.then((sync) => sync.signIn(provider));
      },
      signOut() {
        controller?.then((sync) => sync.signOut());
      },
    }),
    [account, controller, start],
  );

  return <SyncContext.Provider value={api}>{children}</SyncContext.Provider>;
}

export function useAccount(): SyncApi {
  return useContext(SyncContext);
}
