/**
 * The store's side of syncing: which store operations the sync uses, every field as the store
 * holds it, what a store change writes to the cloud, and how merged values go back in.
 */
import {
  MAP_FIELDS,
  FIELD_NAMES,
  createDefaultUserData,
  isMapField,
  type PreservedEntries,
  type UserData,
} from '../fields';
import { validateField } from '../validateFields';
import type { UserDataChange, UserDataStore } from '../storeTypes';
import type { StoredValues } from './mergeCloud';
import type { FieldChange } from './types';

/** The store operations the sync needs (the real store satisfies it). */
export type SyncableStore = Pick<
  UserDataStore,
  | 'getState'
  | 'hydrate'
  | 'replaceAll'
  | 'eraseFields'
  | 'onChange'
  | 'setField'
  | 'getStoredValue'
  | 'getPreserved'
  | 'readRaw'
  | 'writeRaw'
  | 'removeRaw'
>;

/** Every field as the store holds it, preserved entries included (`store.getStoredValue`). */
export function readStoredValues(store: Pick<SyncableStore, 'getStoredValue'>): StoredValues {
  return Object.fromEntries(
    FIELD_NAMES.map((field) => [field, store.getStoredValue(field)]),
  ) as StoredValues;
}

/**
 * What a local store change writes to the cloud: map entries one by one (with a newer version's
 * value where the store keeps one for that id), other fields whole.
 */
export function toCloudChanges(
  change: UserDataChange,
  state: UserData,
  read: SyncableStore['getStoredValue'],
): FieldChange[] {
  const { field } = change;
  if (isMapField(field)) {
    const stored = read(field) as Record<string, unknown>;
    return (change.changedKeys ?? []).map((key) => ({ field, key, value: stored[key] }));
  }
  return [{ field, value: state[field] } as FieldChange];
}

/** A merged state in the store's shape: known values, and the entries kept for a newer version. */
export function toUserData(values: StoredValues): { data: UserData; preserved: PreservedEntries } {
  const data = { ...createDefaultUserData(), ...values } as UserData;
  const preserved: PreservedEntries = {};
  for (const field of MAP_FIELDS) {
    const check = validateField(field, values[field]);
    data[field] = check.value as never;
    preserved[field] = check.preserved ?? {};
  }
  return { data, preserved };
}

/** Applies merged values that came from the cloud (not sent back: origin `remote`). */
export function applyFromCloud(
  store: Pick<SyncableStore, 'getStoredValue' | 'setField'>,
  next: StoredValues,
): void {
  const current = readStoredValues(store);
  for (const field of FIELD_NAMES) {
    if (JSON.stringify(next[field]) === JSON.stringify(current[field])) continue;
    if (isMapField(field)) {
      const check = validateField(field, next[field]);
      store.setField(field, check.value, 'remote', check.preserved ?? {});
    } else {
      store.setField(field, next[field] as never, 'remote');
    }
  }
}
