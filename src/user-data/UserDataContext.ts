/**
 * The store's React context, alone in its module (as react.dev keeps `TocContext.tsx`): the
 * provider and every hook that reads the store import it from here, so none of them imports
 * another and no import cycle can form between the provider and what it starts.
 */
import { createContext, useContext } from 'react';
import type { UserDataStore } from './storeTypes';

export const UserDataContext = createContext<UserDataStore | null>(null);

/** The store itself, for hooks and for whole-state actions (import, restore). */
export function useUserDataStore(): UserDataStore {
  const store = useContext(UserDataContext);
  if (!store) throw new Error('useUserDataStore must be used inside <UserDataProvider>.');
  return store;
}
