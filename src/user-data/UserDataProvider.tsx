import React, { useEffect, useState } from 'react';
import { createUserDataStore } from './store';
import type { UserDataStore } from './storeTypes';
import { UserDataContext } from './UserDataContext';
import { createStorageAdapter, getBrowserStorage } from './storageAdapter';
import { applyDarkModeClass, prefersDarkColorScheme } from './darkMode';
import { applyLanguageAttribute } from './languageChoice';
import { followRecentSolves } from './recentSolves';

/** The store the site uses: localStorage, with the system theme as the dark-mode fallback. */
export function createBrowserUserDataStore(): UserDataStore {
  return createUserDataStore({
    storage: createStorageAdapter(getBrowserStorage()),
    fallbacks: { darkMode: prefersDarkColorScheme() },
  });
}

/**
 * Provides the store to the page. Static rendering and the first client render see the
 * pre-storage state (every language shown); storage is read in an effect after hydration, so the
 * server HTML and the first client render always match. Then the visit is counted, other tabs'
 * writes are followed, the `mode-dark` class follows `darkMode` and `data-lang` follows `lang`.
 */
export function UserDataProvider({
  children,
  store: given,
}: {
  children: React.ReactNode;
  /** Tests pass their own store (in-memory storage, fixed clock). */
  store?: UserDataStore;
}): React.JSX.Element {
  const [store] = useState(() => given ?? createBrowserUserDataStore());

  useEffect(() => {
    const stopFollowing = store.followOtherTabs(window);
    const applyTheme = (): void => {
      if (store.isHydrated()) applyDarkModeClass(store.getState().darkMode);
    };
    const unsubscribeTheme = store.subscribe('darkMode', applyTheme);
    const applyLanguage = (): void => {
      if (store.isHydrated()) applyLanguageAttribute(store.getState().lang);
    };
    const unsubscribeLanguage = store.subscribe('lang', applyLanguage);
    const stopRecentSolves = followRecentSolves(store);
    store.hydrate();
    applyTheme();
    applyLanguage();
    store.recordVisit();
    // A marker that storage has been read and the controls are live (end-to-end tests wait on it).
    document.documentElement.dataset.userData = 'ready';
    return () => {
      stopFollowing();
      unsubscribeTheme();
      unsubscribeLanguage();
      stopRecentSolves();
    };
  }, [store]);

  return <UserDataContext.Provider value={store}>{children}</UserDataContext.Provider>;
}
