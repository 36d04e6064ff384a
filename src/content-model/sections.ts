/**
 * The six sections of the guide. A section id is a folder name under `content/` and
 * `solutions/`, and the first segment of a module's URL.
 */
export const SECTION_IDS = ['general', 'bronze', 'silver', 'gold', 'platinum', 'advanced'] as const;

export type SectionId = (typeof SECTION_IDS)[number];

/** What students read in headers, breadcrumbs and the syllabus. */
export const SECTION_NAMES: Record<SectionId, string> = {
  general: 'General',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
  advanced: 'Advanced',
};

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}
