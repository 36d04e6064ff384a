/** Pure summaries of a student's progress for the dashboard, from the modules and the store. */
import { SECTION_IDS, SECTION_NAMES, type SectionId } from '../../content-model/sections';
import {
  isSolvedWithHints,
  type HintsOpened,
  type ModuleProgress,
  type ProblemStatus,
} from '../../user-data';

/** The part of the page query the dashboard needs (see src/pages/dashboard.tsx). */
export interface DashboardModule {
  moduleId: string;
  title: string;
  path: string;
  section: string;
  lists: { problems: { uniqueID: string; name: string; url: string }[] }[];
}

export interface SectionProgress {
  id: SectionId;
  name: string;
  modules: { total: number; complete: number; practicing: number };
  problems: { total: number; solved: number };
}

/** Per section, in syllabus order; a problem listed in several modules of a section counts once. */
export function toSectionProgress(
  modules: readonly DashboardModule[],
  moduleProgress: Readonly<Record<string, ModuleProgress>>,
  problemStatus: Readonly<Record<string, ProblemStatus>>,
): SectionProgress[] {
  return SECTION_IDS.flatMap((id) => {
    const inSection = modules.filter((m) => m.section === id);
    if (inSection.length === 0) return [];
    const problems = new Set<string>();
    for (const module of inSection) {
      for (const list of module.lists) for (const p of list.problems) problems.add(p.uniqueID);
    }
    const count = (value: ModuleProgress) =>
      inSection.filter((m) => moduleProgress[m.moduleId] === value).length;
    return [
      {
        id,
        name: SECTION_NAMES[id],
        modules: {
          total: inSection.length,
          complete: count('Complete'),
          practicing: count('Practicing'),
        },
        problems: {
          total: problems.size,
          solved: [...problems].filter((p) => problemStatus[p] === 'Solved').length,
        },
      },
    ];
  });
}

export interface ProblemLink {
  uniqueID: string;
  name: string;
  url: string;
  moduleTitle: string;
  modulePath: string;
}

/** uniqueID → the problem and the first module that lists it. */
export function toProblemLookup(modules: readonly DashboardModule[]): Map<string, ProblemLink> {
  const lookup = new Map<string, ProblemLink>();
  for (const module of modules) {
    for (const list of module.lists) {
      for (const { uniqueID, name, url } of list.problems) {
        if (!lookup.has(uniqueID)) {
          lookup.set(uniqueID, {
            uniqueID,
            name,
            url,
            moduleTitle: module.title,
            modulePath: module.path,
          });
        }
      }
    }
  }
  return lookup;
}

/** Problems with `status`, in syllabus order. */
export function problemsWithStatus(
  lookup: ReadonlyMap<string, ProblemLink>,
  statuses: Readonly<Record<string, ProblemStatus>>,
  status: ProblemStatus,
): ProblemLink[] {
  return [...lookup.values()].filter((p) => statuses[p.uniqueID] === status);
}

/** The guide's problems the student has solved, and how many of those with hints. */
export function countSolved(
  lookup: ReadonlyMap<string, unknown>,
  problemStatus: Readonly<Record<string, ProblemStatus>>,
  hintsUsed: Readonly<Record<string, HintsOpened>>,
): { solved: number; withHints: number } {
  let solved = 0;
  let withHints = 0;
  for (const [id, status] of Object.entries(problemStatus)) {
    if (status !== 'Solved' || !lookup.has(id)) continue;
    solved++;
    if (isSolvedWithHints(status, hintsUsed[id])) withHints++;
  }
  return { solved, withHints };
}
