/**
 * Local backups: before anything replaces or erases the student's state wholesale (an import, a
 * restore, a cloud sign-in, a sign-out), the state it would lose is saved here so it can be
 * restored from /settings. Stored as one JSON array under its own key, newest first.
 *
 * A backup is made only when the replace would lose data that exists nowhere else
 * (`losesData`, and no backup already holds the same data): a replace that only adds to the
 * state, or repeats one, must not push an older backup out. Backups of progress from before a
 * sign-in, a sign-out or starting with empty cloud progress are `pinned`: they are what a student
 * needs to undo the hand-over to or from an account, so they stay until the student deletes them;
 * of the others (imports, restores) the newest MAX_BACKUPS are kept.
 */
import { FIELD_NAMES, createDefaultUserData, isMapField, type UserData } from './fields';
import { validateUserData } from './validateFields';
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
  /** Kept until the student deletes it (never pushed out by newer backups). */
  pinned: boolean;
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
    backups.push({ id, createdAt, reason, pinned: item.pinned === true, data: data.value });
  });
  return backups;
}

/**
 * Saves `data` as the newest backup and returns the new list: every pinned backup, and the newest
 * MAX_BACKUPS of the others. When storage is full, the oldest unpinned backups are dropped one at
 * a time to make room; if the new one does not fit even then, the StorageWriteError is thrown and
 * the caller must not go on to replace the state.
 */
export function addBackup(
  storage: UserDataStorage,
  existing: Backup[],
  data: UserData,
  reason: string,
  now: number,
  pinned = false,
): Backup[] {
  const newest = existing.reduce((max, backup) => Math.max(max, backup.createdAt), -Infinity);
  // Two backups in the same millisecond still get distinct, ordered ids.
  const createdAt = Math.max(now, newest + 1);
  const backup: Backup = {
    id: String(createdAt),
    createdAt,
    reason,
    pinned,
    data: copyState(data),
  };
  let list = withoutOldestUnpinned([backup, ...existing], MAX_BACKUPS);
  for (;;) {
    try {
      storage.writeRaw(BACKUPS_KEY, JSON.stringify(list));
      return list;
    } catch (error) {
      const unpinned = list.filter((item) => !item.pinned && item !== backup).length;
      if (!(error instanceof StorageWriteError) || error.failure !== 'quota' || unpinned === 0) {
        throw error;
      }
      list = withoutOldestUnpinned(list, unpinned - 1, backup);
    }
  }
}

/** The list (newest first) with at most `max` unpinned backups besides `spare`. */
function withoutOldestUnpinned(list: Backup[], max: number, spare?: Backup): Backup[] {
  let seen = 0;
  return list.filter((item) => item.pinned || item === spare || ++seen <= max);
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
    quizAnswers: { ...data.quizAnswers },
    hintsUsed: { ...data.hintsUsed },
  };
}

/**
 * The fields a backup is for. The visit streak is left out: every visit changes it, and the
 * cloud merges it rather than replacing it, so on its own it is never worth a backup.
 */
const DATA_FIELDS = FIELD_NAMES.filter(
  (field) => field !== 'lastVisitDate' && field !== 'consecutiveVisits',
);

/** True when two states hold the same data (the visit streak aside). */
export function isSameState(a: UserData, b: UserData): boolean {
  return DATA_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

/**
 * True when replacing `current` by `next` would lose something the student chose: a problem or
 * module entry that `next` lacks or sets differently, or a setting that is not the default and
 * that `next` sets differently. A replace that only adds to the state loses nothing.
 */
export function losesData(current: UserData, next: UserData): boolean {
  const defaults = createDefaultUserData();
  return DATA_FIELDS.some((field) => {
    const before = current[field];
    const after = next[field];
    if (isMapField(field)) {
      const kept = after as Record<string, unknown>;
      return Object.entries(before as Record<string, unknown>).some(
        ([key, value]) => kept[key] !== value,
      );
    }
    return before !== defaults[field] && before !== after;
  });
}
