/**
 * Recently solved problems, for the dashboard. The store keeps statuses without times, so this
 * small record notes when a problem became Solved in this browser. It is local only (never
 * synced, never exported) and lives under its own key, outside the `guide:userData:` prefix,
 * so signing out or importing leaves it alone. Entries are shown only while still Solved.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useUserDataStore } from './UserDataContext';
import type { UserDataStore } from './storeTypes';

export const RECENT_SOLVES_KEY = 'guide:recentSolves';
export const MAX_RECENT_SOLVES = 20;

export interface RecentSolve {
  uniqueID: string;
  /** When it was marked Solved, in ms since the epoch. */
  solvedAt: number;
}

const EMPTY: RecentSolve[] = [];

/** Parses the stored record, keeping the valid entries (newest first, capped, no duplicates). */
export function parseRecentSolves(text: string | null): RecentSolve[] {
  if (text === null) return EMPTY;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(raw)) return EMPTY;
  const kept: RecentSolve[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { uniqueID, solvedAt } = entry as Record<string, unknown>;
    if (typeof uniqueID !== 'string' || uniqueID === '') continue;
    if (typeof solvedAt !== 'number' || !Number.isFinite(solvedAt) || solvedAt < 0) continue;
    if (kept.some((k) => k.uniqueID === uniqueID)) continue;
    kept.push({ uniqueID, solvedAt });
  }
  kept.sort((a, b) => b.solvedAt - a.solvedAt);
  return kept.slice(0, MAX_RECENT_SOLVES);
}

/** Puts `ids` first (solved at `at`), dropping their older entries, capped. */
export function addRecentSolves(
  list: readonly RecentSolve[],
  ids: readonly string[],
  at: number,
): RecentSolve[] {
  const fresh = ids.map((uniqueID) => ({ uniqueID, solvedAt: at }));
  const rest = list.filter((entry) => !ids.includes(entry.uniqueID));
  return [...fresh, ...rest].slice(0, MAX_RECENT_SOLVES);
}

interface Tracker {
  list: RecentSolve[] | null;
  listeners: Set<() => void>;
}
const trackers = new WeakMap<UserDataStore, Tracker>();

function trackerOf(store: UserDataStore): Tracker {
  let tracker = trackers.get(store);
  if (!tracker) {
    tracker = { list: null, listeners: new Set() };
    trackers.set(store, tracker);
  }
  return tracker;
}

function read(store: UserDataStore): RecentSolve[] {
  if (!store.isHydrated()) return EMPTY;
  const tracker = trackerOf(store);
  tracker.list ??= parseRecentSolves(store.readRaw(RECENT_SOLVES_KEY));
  return tracker.list;
}

/**
 * Notes problems the student marks Solved here (not those arriving from another tab, an import
 * or the cloud: those were not solved just now). Returns the function that stops.
 */
export function followRecentSolves(
  store: UserDataStore,
  now: () => number = () => Date.now(),
): () => void {
  return store.onChange(({ field, origin, changedKeys }) => {
    if (field !== 'userProgressOnProblems' || origin !== 'local' || !changedKeys) return;
    const statuses = store.getState().userProgressOnProblems;
    const solved = changedKeys.filter((id) => statuses[id] === 'Solved');
    if (solved.length === 0) return;
    const tracker = trackerOf(store);
    // Read again before writing, so a solve noted by another tab is kept.
    const next = addRecentSolves(
      parseRecentSolves(store.readRaw(RECENT_SOLVES_KEY)),
      solved,
      now(),
    );
    tracker.list = next;
    try {
      store.writeRaw(RECENT_SOLVES_KEY, JSON.stringify(next));
    } catch (error) {
      // A convenience list: if it cannot be saved it is kept for this visit only. The status
      // itself went through the store, which reports failed writes to the student.
      console.warn(`[user-data] ${RECENT_SOLVES_KEY}: could not be saved (${String(error)}).`);
    }
    tracker.listeners.forEach((listener) => listener());
  });
}

/** Recently solved problems, newest first (empty before storage is read). */
export function useRecentSolves(): RecentSolve[] {
  const store = useUserDataStore();
  const subscribe = useCallback(
    (listener: () => void) => {
      const tracker = trackerOf(store);
      tracker.listeners.add(listener);
      const stopStatus = store.subscribe('status', listener);
      return () => {
        tracker.listeners.delete(listener);
        stopStatus();
      };
    },
    [store],
  );
  return useSyncExternalStore(
    subscribe,
    () => read(store),
    () => EMPTY,
  );
}
