/**
 * The rules that decide what a change does, as pure functions: no storage, no React, no clock
 * (the time is an argument). Each rule lives here and nowhere else.
 */
import {
  HINTS_OPENED_VALUES,
  type HintsOpened,
  type ModuleProgress,
  type ProblemStatus,
} from './vocabulary';

export interface ProblemStatusChange {
  /** The problem's status before the change. */
  previous: ProblemStatus;
  /** The status the student chose. Any status may be chosen from any other. */
  next: ProblemStatus;
  /**
   * Progress of the module the problem is shown in, or undefined when the module has no entry.
   * Pass `moduleId: null` when the problem is shown outside a module (e.g. the problems page).
   */
  moduleProgress: ModuleProgress | undefined;
  moduleId: string | null;
}

export interface ProblemStatusOutcome {
  /** New progress for `moduleId`, or null when the module's progress stays as it is. */
  moduleProgress: ModuleProgress | null;
  /** True when the UI should celebrate (confetti): the problem has just become Solved. */
  celebrate: boolean;
}

/**
 * Decides the side effects of choosing a problem status:
 * - Solving or Solved while the module is Not Started (or has no entry) moves it to Practicing,
 *   because working on its problems means the student is past reading it. Any other module
 *   progress (Reading, Complete, Skipped, Ignored, Practicing) is the student's choice and stays.
 * - Becoming Solved from any other status celebrates; choosing Solved again does not.
 */
export function decideProblemStatusChange(change: ProblemStatusChange): ProblemStatusOutcome {
  const working = change.next === 'Solving' || change.next === 'Solved';
  const notStarted = change.moduleProgress === undefined || change.moduleProgress === 'Not Started';
  return {
    moduleProgress: change.moduleId !== null && working && notStarted ? 'Practicing' : null,
    celebrate: change.next === 'Solved' && change.previous !== 'Solved',
  };
}

/**
 * What opening hint number `opened` (1-based) of a problem's ladder records: the number of hints
 * opened before solving, or null to record nothing. A solve is "with hints" when the problem is
 * Solved and has a record (components show "Solved with hints"), so:
 * - hints opened while the problem is Solved record nothing: looking at them after solving never
 *   relabels the solve;
 * - the count only grows (closing a hint and opening it again changes nothing);
 * - the record stays when the status changes, so un-marking and marking Solved again keeps it.
 */
export function decideHintsOpened(
  status: ProblemStatus,
  previous: HintsOpened | undefined,
  opened: number,
): HintsOpened | null {
  if (status === 'Solved') return null;
  const count = Math.min(Math.max(1, Math.floor(opened)), HINTS_OPENED_VALUES.length);
  if (previous !== undefined && Number(previous) >= count) return null;
  return HINTS_OPENED_VALUES[count - 1];
}

/** Whether a problem counts as solved with hints (shown with its status and on the dashboard). */
export function isSolvedWithHints(status: ProblemStatus, hints: HintsOpened | undefined): boolean {
  return status === 'Solved' && hints !== undefined;
}

/** A visit this soon after the last counted one (20 hours) does not count again. */
export const STREAK_MIN_GAP_MS = 72_000_000;
/** A visit later than this after the last counted one (48 hours) breaks the streak. */
export const STREAK_MAX_GAP_MS = 172_800_000;

export interface VisitStreak {
  lastVisitDate: number;
  consecutiveVisits: number;
}

/**
 * The visit streak after a visit at `now` (ms since the epoch). With gap = now − lastVisitDate:
 * - gap < 72,000,000 (under 20 h): nothing changes — the same day's visit was already counted.
 * - 72,000,000 ≤ gap ≤ 172,800,000: the streak grows by one and the date moves to `now`.
 *   Both boundaries are inclusive: a gap of exactly 72,000,000 ms counts as the next day, and a
 *   gap of exactly 172,800,000 ms still continues the streak.
 * - gap > 172,800,000 (from 172,800,001 ms): the streak restarts at 1 and the date moves to `now`.
 * - gap < 0 (the clock went backwards, or another device with a fast clock wrote the date): the
 *   streak is kept and the date moves back to `now`, so a date in the future can never freeze the
 *   streak or make the gap negative next time.
 * A stored count below 1 (or not a whole number) is read as 1, and a `now` that is not a finite
 * number changes nothing.
 */
export function updateVisitStreak(previous: VisitStreak, now: number): VisitStreak {
  if (!Number.isFinite(now)) return previous;
  const count = Number.isSafeInteger(previous.consecutiveVisits)
    ? Math.max(1, previous.consecutiveVisits)
    : 1;
  const gap = now - previous.lastVisitDate;
  if (gap < 0) return { lastVisitDate: now, consecutiveVisits: count };
  if (gap < STREAK_MIN_GAP_MS)
    return { lastVisitDate: previous.lastVisitDate, consecutiveVisits: count };
  if (gap <= STREAK_MAX_GAP_MS) return { lastVisitDate: now, consecutiveVisits: count + 1 };
  return { lastVisitDate: now, consecutiveVisits: 1 };
}

/**
 * One streak from two records of the same student's visits (this browser's and the cloud's,
 * each counted by `updateVisitStreak` on a different device). The record whose last counted
 * visit is later gives the date; its count is kept unless counting that visit on top of the
 * other record gives more. So a browser that restarted its streak because it had not seen the
 * visits made elsewhere takes them into account, and a record with fewer visits never lowers
 * one with more. Merging a record into a merge it is already part of changes nothing.
 */
export function mergeVisitStreaks(a: VisitStreak, b: VisitStreak): VisitStreak {
  const [older, newer] = a.lastVisitDate <= b.lastVisitDate ? [a, b] : [b, a];
  const folded = updateVisitStreak(older, newer.lastVisitDate);
  const count = Number.isSafeInteger(newer.consecutiveVisits)
    ? Math.max(1, newer.consecutiveVisits)
    : 1;
  return {
    lastVisitDate: newer.lastVisitDate,
    consecutiveVisits: Math.max(count, folded.consecutiveVisits),
  };
}
