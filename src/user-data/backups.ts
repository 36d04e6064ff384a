/**
 * Local backups: before anything replaces the student's state wholesale (an import, a restore,
 * later a cloud sign-in), the state it replaces is saved here so it can be restored from
 * /settings. Stored as one JSON array under its own key, newest first, at most MAX_BACKUPS.
 */
import { FIELD_NAMES, validateUserData, type UserData } from './fields';
import type { UserDataStorage, Warn } from './storageAdapter';
import { StorageWriteError } from './storageAdapter';

/** Outside the `guide:userData:` prefix so erasing the fields (sign-out) keeps the backups. */
export const BACKUPS_KEY = 'guide:userDataBackups';
export const MAX_BACKUPS = 5;

export interface Backup {
  /** Unique among the backups; also the creation time, so ids sort by age. */
  id: string;
  /** ms since the epoch. */
  createdAt: number;
  /** Why it was made, shown to the student: e.g. "Before importing a file". */
  reason: string;
  data: UserData;
}

export function readBackups(storage: UserDataStorage, warn: Warn): Backup[] {
  const text = storage.readRaw(BACKUPS_KEY);
  if (text === null) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    warn(`[user-data] ${BACKUPS_KEY}: stored backups are not valid JSON; none can be listed.`);
    return [];
  }
  if (!Array.isArray(raw)) {
    warn(`[user-data] ${BACKUPS_KEY}: stored backups are not a list; none can be listed.`);
    return [];
  }
  const backups: Backup[] = [];
  raw.forEach((entry: unknown, index) => {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    const { id, createdAt, reason } = item;
    const data = validateUserData(item.data);
    if (
      typeof id !== 'string' ||
      typeof createdAt !== 'number' ||
      typeof reason !== 'string' ||
      data.rejected
    ) {
      warn(`[user-data] ${BACKUPS_KEY}: backup #${index + 1} is damaged and is not listed.`);
      return;
    }
    if (data.problems.length > 0) {
      warn(`[user-data] ${BACKUPS_KEY}: backup ${id}: ignoring ${data.problems.join('; ')}.`);
    }
    backups.push({ id, createdAt, reason, data: data.value });
  });
  return backups;
}

/**
 * Saves `data` as the newest backup and returns the new list. When storage is full, the oldest
 * backups are dropped one at a time to make room; if even the new one alone does not fit, the
 * StorageWriteError is thrown and the caller must not go on to replace the state.
 */
export function addBackup(
  storage: UserDataStorage,
  existing: Backup[],
  data: UserData,
  reason: string,
  now: number,
): Backup[] {
  const newest = existing.reduce((max, backup) => Math.max(max, backup.createdAt), -Infinity);
  // Two backups in the same millisecond still get distinct, ordered ids.
  const createdAt = Math.max(now, newest + 1);
  const backup: Backup = { id: String(createdAt), createdAt, reason, data: copyState(data) };
  let list = [backup, ...existing].slice(0, MAX_BACKUPS);
  for (;;) {
    try {
      storage.writeRaw(BACKUPS_KEY, JSON.stringify(list));
      return list;
    } catch (error) {
      if (!(error instanceof StorageWriteError) || error.failure !== 'quota' || list.length === 1) {
        throw error;
      }
      list = list.slice(0, -1);
    }
  }
}

export function removeBackup(storage: UserDataStorage, existing: Backup[], id: string): Backup[] {
  const list = existing.filter((backup) => backup.id !== id);
  storage.writeRaw(BACKUPS_KEY, JSON.stringify(list));
  return list;
}

/** A deep copy of a state, so a backup never shares its maps with the live state. */
export function copyState(data: UserData): UserData {
  return {
    ...data,
    userProgressOnModules: { ...data.userProgressOnModules },
    userProgressOnProblems: { ...data.userProgressOnProblems },
  };
}

/** True when two states hold the same values (used to avoid saving identical backups twice). */
export function isSameState(a: UserData, b: UserData): boolean {
  return FIELD_NAMES.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}
