import {
  STREAK_MAX_GAP_MS,
  STREAK_MIN_GAP_MS,
  decideProblemStatusChange,
  mergeVisitStreaks,
  updateVisitStreak,
} from '../rules';
import {
  MODULE_PROGRESS_VALUES,
  PROBLEM_STATUSES,
  type ModuleProgress,
  type ProblemStatus,
} from '../vocabulary';

describe('decideProblemStatusChange', () => {
  it.each<[ProblemStatus, ModuleProgress | undefined, ModuleProgress | null]>([
    ['Solving', undefined, 'Practicing'],
    ['Solving', 'Not Started', 'Practicing'],
    ['Solved', undefined, 'Practicing'],
    ['Solved', 'Not Started', 'Practicing'],
    ['Solving', 'Reading', null],
    ['Solved', 'Reading', null],
    ['Solved', 'Practicing', null],
    ['Solved', 'Complete', null],
    ['Solving', 'Skipped', null],
    ['Solved', 'Ignored', null],
    ['Not Attempted', undefined, null],
    ['Not Attempted', 'Not Started', null],
    ['Ignored', 'Not Started', null],
    ['Skipped', undefined, null],
  ])('choosing %s when the module is %s → module progress %s', (next, moduleProgress, expected) => {
    const outcome = decideProblemStatusChange({
      previous: 'Not Attempted',
      next,
      moduleProgress,
      moduleId: 'intro',
    });
    expect(outcome.moduleProgress).toBe(expected);
  });

  it('never changes a module when the problem is shown outside one', () => {
    for (const next of PROBLEM_STATUSES) {
      const outcome = decideProblemStatusChange({
        previous: 'Not Attempted',
        next,
        moduleProgress: undefined,
        moduleId: null,
      });
      expect(outcome.moduleProgress).toBeNull();
    }
  });

  it('celebrates exactly when a problem becomes Solved from any other status', () => {
    for (const previous of PROBLEM_STATUSES) {
      for (const next of PROBLEM_STATUSES) {
        const outcome = decideProblemStatusChange({
          previous,
          next,
          moduleProgress: 'Reading',
          moduleId: 'm',
        });
        expect([previous, next, outcome.celebrate]).toEqual([
          previous,
          next,
          next === 'Solved' && previous !== 'Solved',
        ]);
      }
    }
  });

  it('allows any status to be chosen from any status and any module progress', () => {
    for (const previous of PROBLEM_STATUSES)
      for (const next of PROBLEM_STATUSES)
        for (const moduleProgress of MODULE_PROGRESS_VALUES)
          expect(() =>
            decideProblemStatusChange({ previous, next, moduleProgress, moduleId: 'm' }),
          ).not.toThrow();
  });
});

describe('updateVisitStreak', () => {
  const last = 1_700_000_000_000;
  const visit = (gap: number, count = 3) =>
    updateVisitStreak({ lastVisitDate: last, consecutiveVisits: count }, last + gap);

  it('uses the boundaries the issue names', () => {
    expect(STREAK_MIN_GAP_MS).toBe(72_000_000);
    expect(STREAK_MAX_GAP_MS).toBe(172_800_000);
  });

  it.each([
    ['same moment', 0, { lastVisitDate: last, consecutiveVisits: 3 }],
    ['1 ms before the lower boundary', 71_999_999, { lastVisitDate: last, consecutiveVisits: 3 }],
    [
      'exactly the lower boundary',
      72_000_000,
      { lastVisitDate: last + 72_000_000, consecutiveVisits: 4 },
    ],
    [
      '1 ms after the lower boundary',
      72_000_001,
      { lastVisitDate: last + 72_000_001, consecutiveVisits: 4 },
    ],
    ['a day later', 86_400_000, { lastVisitDate: last + 86_400_000, consecutiveVisits: 4 }],
    [
      '1 ms before the upper boundary',
      172_799_999,
      { lastVisitDate: last + 172_799_999, consecutiveVisits: 4 },
    ],
    [
      'exactly the upper boundary',
      172_800_000,
      { lastVisitDate: last + 172_800_000, consecutiveVisits: 4 },
    ],
    [
      '1 ms after the upper boundary',
      172_800_001,
      { lastVisitDate: last + 172_800_001, consecutiveVisits: 1 },
    ],
    [
      'a month later',
      30 * 86_400_000,
      { lastVisitDate: last + 30 * 86_400_000, consecutiveVisits: 1 },
    ],
  ])('%s', (_name, gap, expected) => {
    expect(visit(gap)).toEqual(expected);
  });

  it.each([
    ['1 ms', -1],
    ['a day', -86_400_000],
    ['years', -1_000_000_000_000],
  ])('a clock that went back by %s keeps the streak and moves the date to now', (_name, gap) => {
    expect(visit(gap)).toEqual({ lastVisitDate: last + gap, consecutiveVisits: 3 });
  });

  it('recovers from a date in the future: the next real day counts again', () => {
    const future = { lastVisitDate: last + 10 * 86_400_000, consecutiveVisits: 5 };
    const afterBadClock = updateVisitStreak(future, last);
    expect(afterBadClock).toEqual({ lastVisitDate: last, consecutiveVisits: 5 });
    expect(updateVisitStreak(afterBadClock, last + 86_400_000).consecutiveVisits).toBe(6);
  });

  it('starts a first-ever visit (date 0) at 1', () => {
    expect(updateVisitStreak({ lastVisitDate: 0, consecutiveVisits: 1 }, last)).toEqual({
      lastVisitDate: last,
      consecutiveVisits: 1,
    });
  });

  it.each([0, -4, 2.5, NaN])('reads a broken stored count %p as 1', (count) => {
    expect(visit(100, count).consecutiveVisits).toBe(1);
    expect(visit(86_400_000, count).consecutiveVisits).toBe(2);
  });

  it('ignores a time that is not a number', () => {
    const previous = { lastVisitDate: last, consecutiveVisits: 3 };
    expect(updateVisitStreak(previous, NaN)).toBe(previous);
    expect(updateVisitStreak(previous, Infinity)).toBe(previous);
  });
});

describe('mergeVisitStreaks', () => {
  const day = 86_400_000;
  const t = 1_700_000_000_000;
  const at = (lastVisitDate: number, consecutiveVisits: number) => ({
    lastVisitDate,
    consecutiveVisits,
  });

  it.each([
    [
      'a browser that restarted its streak for want of the visits made elsewhere',
      at(t + day + 3_600_000, 1),
      at(t + day, 6),
      at(t + day + 3_600_000, 6),
    ],
    [
      'a visit today on top of yesterday’s visit elsewhere',
      at(t + day, 1),
      at(t, 6),
      at(t + day, 7),
    ],
    [
      'visits this browser counted while the cloud lagged',
      at(t + 4 * day, 5),
      at(t, 1),
      at(t + 4 * day, 5),
    ],
    ['the same visit on both sides', at(t, 4), at(t, 4), at(t, 4)],
    ['the same date, different counts', at(t, 2), at(t, 5), at(t, 5)],
    ['never visited on one side', at(0, 1), at(t, 3), at(t, 3)],
    ['a break of three days on both sides', at(t + 3 * day, 1), at(t, 9), at(t + 3 * day, 1)],
  ])('%s', (_name, local, cloud, expected) => {
    expect(mergeVisitStreaks(local, cloud)).toEqual(expected);
    expect(mergeVisitStreaks(cloud, local)).toEqual(expected);
  });

  it('changes nothing when merged again with either side', () => {
    const local = at(t + day, 1);
    const cloud = at(t, 6);
    const merged = mergeVisitStreaks(local, cloud);
    expect(mergeVisitStreaks(merged, cloud)).toEqual(merged);
    expect(mergeVisitStreaks(merged, local)).toEqual(merged);
  });
});
