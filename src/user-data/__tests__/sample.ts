import { FIELD_NAMES, toStorageKey, type UserData } from '../fields';

/** A complete, valid, non-default state: every field differs from its default. */
export const SAMPLE: UserData = {
  lang: 'java',
  lastViewedModule: 'intro-graphs',
  hide: true,
  darkMode: true,
  lastReadAnnouncement: 'nov-2026',
  userProgressOnModules: { 'intro-graphs': 'Reading', 'prefix-sums': 'Complete' },
  userProgressOnProblems: { 'cf-1A': 'Solved', 'usaco-1050': 'Solving' },
  hintsUsed: { 'cf-1A': '2' },
  lastVisitDate: 1_700_000_000_000,
  consecutiveVisits: 4,
  quizAnswers: { 'status-solved': 'right:2', 'solution-column': 'wrong:1,3' },
};

/** SAMPLE as localStorage entries. */
export function storedSample(): Record<string, string> {
  return Object.fromEntries(
    FIELD_NAMES.map((field) => [toStorageKey(field), JSON.stringify(SAMPLE[field])]),
  );
}
