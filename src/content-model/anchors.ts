/**
 * The anchor of a problem's row on a module page: `#problem-<id>`. Problem uniqueIDs are URLs,
 * so they are made URL-safe here, in one place, for the table, the problems page, the dashboard
 * and search alike. Lowercase letters and digits stay; every other run of characters becomes
 * one hyphen. Distinct URLs can in principle collide, so callers that need uniqueness within a
 * page must check (a module's problem URLs are unique there).
 */
export function toProblemAnchor(uniqueID: string): string {
  const slug = uniqueID
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `problem-${slug}`;
}

/** The link to a problem's row on a module page. */
export function toProblemRowPath(modulePath: string, uniqueID: string): string {
  return `${modulePath}#${toProblemAnchor(uniqueID)}`;
}
