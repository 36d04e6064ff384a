/**
 * Renders UI inside a UserDataProvider backed by in-memory storage, so component tests can
 * seed stored values and inspect what was written, with no real localStorage.
 */
import './resizeObserverStub';
import React from 'react';
import { render, type RenderResult } from '@testing-library/react';
import {
  UserDataProvider,
  createMemoryStorage,
  createStorageAdapter,
  createUserDataStore,
  type MemoryStorage,
  type UserDataStore,
} from '../user-data';

export interface UserDataRender extends RenderResult {
  store: UserDataStore;
  storage: MemoryStorage;
  warn: jest.Mock;
}

export function renderWithUserData(
  ui: React.ReactElement,
  entries: Record<string, string> = {},
): UserDataRender {
  const storage = createMemoryStorage(entries);
  const warn = jest.fn();
  const store = createUserDataStore({ storage: createStorageAdapter(storage, warn), warn });
  const result = render(<UserDataProvider store={store}>{ui}</UserDataProvider>);
  return { ...result, store, storage, warn };
}
