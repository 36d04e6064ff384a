/**
 * Every URL the site builds for its content, in one place: pages, templates, search and the
 * checks all ask here, so a route changes in one line. The fixed pages (/problems, /dashboard,
 * /license, /liveupdate, /settings) are Gatsby's files under src/pages and need no builder.
 */
import type { SectionId } from './sections';

/** A section's syllabus page: `/bronze`. */
export function sectionPath(section: SectionId): string {
  return `/${section}`;
}

/** A module's page: `/bronze/prefix-sums`. */
export function modulePath(section: SectionId, moduleId: string): string {
  return `/${section}/${moduleId}`;
}

/** An internal solution's page: `/solutions/cses-1660`. */
export function solutionPath(solutionId: string): string {
  return `/solutions/${solutionId}`;
}
