/**
 * Pure helpers of `npm run check:problems`: match the problems the guide links against the
 * catalog of real contest problems (data/problems-catalog.json).
 */

import {
  createCatalogIndex,
  toCanonicalUrl,
  type CatalogEntry,
} from '../../src/content-model/catalog';

// The catalog's shape and URL matching live in the content model, which validation shares.
export { createCatalogIndex, toCanonicalUrl, type CatalogEntry };

export interface LinkedProblem {
  name: string;
  source: string;
  url: string;
  /** Where it is linked, e.g. `content/bronze/simulation.problems.json (list "practice")`. */
  place: string;
}

export interface Finding {
  level: 'error' | 'warning';
  url: string;
  message: string;
  places: string[];
}

/** Judges the catalog covers completely: an unknown problem there is a mistake, not a gap. */
const COMPLETE_HOSTS = ['cses.fi', 'usaco.org'];

function isCompleteJudge(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return COMPLETE_HOSTS.includes(host);
  } catch {
    return false;
  }
}

/** Findings for every distinct URL, with every place it is linked from. */
export function checkLinkedProblems(
  problems: readonly LinkedProblem[],
  catalog: Map<string, CatalogEntry>,
): Finding[] {
  const byUrl = new Map<string, LinkedProblem[]>();
  for (const problem of problems) {
    const key = toCanonicalUrl(problem.url);
    byUrl.set(key, [...(byUrl.get(key) ?? []), problem]);
  }
  const findings: Finding[] = [];
  for (const [url, links] of byUrl) {
    const { name, source } = links[0];
    const places = links.map((link) => link.place);
    const entry = catalog.get(url);
    const complete = isCompleteJudge(url);
    if (!entry) {
      findings.push({
        level: complete ? 'error' : 'warning',
        url,
        places,
        message: complete
          ? `${source} problem "${name}" (${url}) is not in the catalog of real problems. Check the id in the problems file: this judge's catalog is complete, so the problem does not exist as written.`
          : `${source} problem "${name}" (${url}) is not in the catalog (partial for this judge): open the link and check that it is the intended problem.`,
      });
      continue;
    }
    const names = [entry.name, ...(entry.aliases ?? [])];
    const wrongNames = [...new Set(links.map((link) => link.name))].filter(
      (linked) => !names.includes(linked),
    );
    for (const wrong of wrongNames) {
      findings.push({
        level: complete ? 'error' : 'warning',
        url,
        places: links.filter((link) => link.name === wrong).map((link) => link.place),
        message: `${source} problem ${url} is named "${wrong}", but the catalog calls it "${entry.name}"${
          entry.aliases?.length ? ` (or ${entry.aliases.map((a) => `"${a}"`).join(', ')})` : ''
        }. Use the judge's name for it.`,
      });
    }
  }
  return findings;
}
