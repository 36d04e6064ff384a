import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useUserDataStore } from '../UserDataContext';
import { isCloudConfigured, loadFirebaseBackend, onIdleForCloud } from './lazyFirebase';
import { hasSignedInHint, setSignedInHint } from './signedInHint';
import type { SyncController, SyncStatus } from './syncController';
import type { SignInProvider, SyncBackend } from './types';

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

export interface SyncProviderProps {
  children: React.ReactNode;
  /**
   * Loads the cloud backend. By default Firebase, when the build has its settings; the
   * /dev/cloud-sync page passes an in-memory cloud.
   */
  loadBackend?: () => Promise<SyncBackend> | null;
  /** Runs the resume of a signed-in browser's sync; by default once the page is idle. */
  whenIdle?: (task: () => void) => () => void;
}

/**
 * Cloud sync for the whole page. Built without Firebase settings it does nothing at all; with
 * them, the sync code loads on a sign-in click, or after idle when this browser was signed in.
 */
export function SyncProvider({
  children,
  loadBackend,
  whenIdle = onIdleForCloud,
}: SyncProviderProps): React.JSX.Element {
  const store = useUserDataStore();
  const configured = loadBackend ? true : isCloudConfigured();
  const [controller, setController] = useState<Promise<SyncController> | null>(null);
  const [account, setAccount] = useState<AccountState>(
    configured ? { kind: 'idle' } : { kind: 'unavailable' },
  );

  const start = useCallback((): Promise<SyncController> | null => {
    const backend = (loadBackend ?? loadFirebaseBackend)();
    if (!backend) return null;
    const created = Promise.all([backend, import('./syncController')]).then(
      ([loaded, { createSyncController }]) => {
        const sync = createSyncController({
          backend: loaded,
          store,
          confirm: (message) => window.confirm(message),
          reload: () => window.location.reload(),
          rememberSignedIn: (signedIn) => setSignedInHint(store, signedIn),
        });
        sync.subscribe(() => setAccount(sync.getStatus()));
        sync.start();
        return sync;
      },
    );
    setController(created);
    return created;
  }, [store, loadBackend]);

  useEffect(() => {
    if (!configured || controller || !hasSignedInHint(store)) return undefined;
    return whenIdle(() => start());
  }, [configured, controller, start, whenIdle, store]);

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
