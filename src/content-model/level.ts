/**
 * Which problems a section's lists may hold. A module teaches at its section's level, so a USACO
 * problem from a higher division than the section is a stretch that a student should see marked
 * as one: it may only sit in a challenge list. General counts as Bronze; Advanced takes any
 * division (it is beyond the USACO syllabus).
 */
import type { SectionId } from './sections';

export const DIVISIONS = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
export type Division = (typeof DIVISIONS)[number];

/** The highest division each section's ordinary lists may hold. */
export const SECTION_DIVISION: Readonly<Record<SectionId, Division>> = {
  general: 'Bronze',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
  advanced: 'Platinum',
};

export function divisionRank(division: Division): number {
  return DIVISIONS.indexOf(division);
}

/**
 * A list is a challenge list when its id says so: it contains "challenge" in any case
 * (`challenge`, `silverChallenge`, `challenge-problems`). The id is what authors name and the
 * MDX shows (`<Problems problems="challenge" />`), so the rule is visible where the list is used.
 */
export function isChallengeList(listId: string): boolean {
  return /challenge/i.test(listId);
}

const LABEL_DIVISION = /\b(Bronze|Silver|Gold|Plat(?:inum)?)\b/;

/**
 * The division a USACO problem's source label names (`Silver`, `Old Gold`, `Plat`, or a label
 * such as `USACO 2013 February, Silver`); undefined for a problem of another judge.
 */
export function toLabelDivision(label: string, url: string): Division | undefined {
  if (!/^https?:\/\/(www\.)?usaco\.org\//.test(url)) return undefined;
  const word = LABEL_DIVISION.exec(label)?.[1];
  if (word === undefined) return undefined;
  return word === 'Plat' ? 'Platinum' : (word as Division);
}
