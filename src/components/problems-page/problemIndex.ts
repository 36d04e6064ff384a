/**
 * The problems page's rows: every problem of every module once (by uniqueID), with the modules
 * it appears in, built from the page query's modules in syllabus order.
 */
import type { Difficulty } from '../../content-model/difficulty';

/** The part of the page query a row needs (see src/pages/problems.tsx). */
export interface ModuleWithProblems {
  moduleId: string;
  title: string;
  path: string;
  section: string;
  sectionName: string;
  lists: {
    problems: {
      name: string;
      source: string;
      difficulty: string;
      starred: boolean;
      tags: string[];
      url: string;
      uniqueID: string;
      hints: string | null;
    }[];
  }[];
}

export interface ProblemModuleRef {
  id: string;
  title: string;
  path: string;
  section: string;
}

export interface ProblemEntry {
  uniqueID: string;
  name: string;
  url: string;
  source: string;
  difficulty: Difficulty;
  starred: boolean;
  tags: string[];
  /** The link to the problem's hint ladder, null when it has none. */
  hints: string | null;
  modules: ProblemModuleRef[];
  /** Lowercased name, source and tags, for the free-text search. */
  haystack: string;
  /** Lowercased name and source only (tags hidden). */
  haystackNoTags: string;
  /** Position in syllabus order (the default sort). */
  order: number;
}

/**
 * Merges the modules' lists into one entry per uniqueID. A problem listed twice keeps its first
 * appearance's fields; it is starred when any listing stars it; tags are the union.
 */
export function toProblemEntries(modules: readonly ModuleWithProblems[]): ProblemEntry[] {
  const byId = new Map<string, ProblemEntry>();
  for (const module of modules) {
    const ref: ProblemModuleRef = {
      id: module.moduleId,
      title: module.title,
      path: module.path,
      section: module.section,
    };
    for (const list of module.lists) {
      for (const problem of list.problems) {
        const existing = byId.get(problem.uniqueID);
        if (existing) {
          if (!existing.modules.some((m) => m.id === ref.id)) existing.modules.push(ref);
          existing.starred ||= problem.starred;
          for (const tag of problem.tags) if (!existing.tags.includes(tag)) existing.tags.push(tag);
          continue;
        }
        byId.set(problem.uniqueID, {
          uniqueID: problem.uniqueID,
          name: problem.name,
          url: problem.url,
          source: problem.source,
          difficulty: problem.difficulty as Difficulty,
          starred: problem.starred,
          tags: [...problem.tags],
          hints: problem.hints,
          modules: [ref],
          haystack: '',
          haystackNoTags: '',
          order: byId.size,
        });
      }
    }
  }
  const entries = [...byId.values()];
  for (const entry of entries) {
    entry.haystackNoTags = `${entry.name}\n${entry.source}`.toLowerCase();
    entry.haystack = `${entry.haystackNoTags}\n${entry.tags.join('\n').toLowerCase()}`;
  }
  return entries;
}

/** Distinct values for the filter menus, sorted. */
export function toFilterOptions(entries: readonly ProblemEntry[]) {
  const sources = new Set<string>();
  const tags = new Set<string>();
  for (const entry of entries) {
    sources.add(entry.source);
    entry.tags.forEach((tag) => tags.add(tag));
  }
  return {
    sources: [...sources].sort(compareIgnoringCase),
    tags: [...tags].sort(compareIgnoringCase),
  };
}

/**
 * Alphabetical order for the menus' plain-ASCII names and tags. Not `localeCompare`: its first
 * call in a page sets up an ICU collator (about 11 ms here, some four times that on a slow phone),
 * and this sort runs while the page hydrates.
 */
function compareIgnoringCase(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
