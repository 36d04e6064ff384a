/**
 * Checks across lists and modules. A URL is one problem: wherever it appears it has one name and
 * source, one difficulty, one set of tags and one solution (so an internal solution is linked from
 * every list that holds its problem). And a list holds problems of its section's level unless it
 * is a challenge list (level.ts). Each error names every place involved.
 */
import { toCanonicalUrl } from './catalog';
import type { ContentError } from './errors';
import {
  divisionRank,
  isChallengeList,
  SECTION_DIVISION,
  toLabelDivision,
  type Division,
} from './level';
import type { ModuleRecord } from './module';
import type { Problem } from './problem';
import { SECTION_NAMES } from './sections';
import type { ProblemSolution } from './solution';

interface Place {
  /** The problems file. */
  file: string;
  listId: string;
  problem: Problem;
}

const problemsFile = (module: ModuleRecord) => module.file.replace(/\.mdx$/, '.problems.json');
const describePlace = (place: Place) => `${place.file} (list "${place.listId}")`;

/** Every place of every problem, by URL, in syllabus order. */
function placesByUrl(modules: readonly ModuleRecord[]): Map<string, Place[]> {
  const byUrl = new Map<string, Place[]>();
  for (const module of modules) {
    for (const { listId, problems } of module.lists) {
      for (const problem of problems) {
        const place = { file: problemsFile(module), listId, problem };
        byUrl.set(problem.url, [...(byUrl.get(problem.url) ?? []), place]);
      }
    }
  }
  return byUrl;
}

/** The places grouped by a value of the problem, in order of first appearance. */
function groupBy(
  places: readonly Place[],
  key: (problem: Problem) => string,
): Map<string, Place[]> {
  const groups = new Map<string, Place[]>();
  for (const place of places) {
    const value = key(place.problem);
    groups.set(value, [...(groups.get(value) ?? []), place]);
  }
  return groups;
}

/** `Easy in a (list "x"); Normal in b (list "y"), c (list "z")` */
function describeGroups(groups: Map<string, Place[]>, show: (value: string) => string): string {
  return [...groups]
    .map(([value, places]) => `${show(value)} in ${places.map(describePlace).join(', ')}`)
    .join('; ');
}

function describeSolution(solution: ProblemSolution | null): string {
  if (!solution) return 'no solution';
  switch (solution.kind) {
    case 'internal':
      return `the internal solution "${solution.id}"`;
    case 'link':
      return `the link ${solution.url}`;
    case 'text':
      return `the label "${solution.label}"`;
    case 'sketch': {
      const text = solution.sketch ?? '';
      return `the sketch "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
    }
  }
}

const solutionKey = (problem: Problem) => JSON.stringify(problem.solution);

function checkSolutions(places: Place[], errors: ContentError[]): void {
  const groups = groupBy(places, solutionKey);
  if (groups.size < 2) return;
  const [first] = places;
  const internal = places
    .map((p) => p.problem.solution)
    .filter((s): s is ProblemSolution => s?.kind === 'internal');
  const ids = [...new Set(internal.map((s) => s.id))];
  const show = (key: string) => describeSolution(JSON.parse(key) as ProblemSolution | null);
  if (ids.length === 1) {
    const linked = places.filter((p) => p.problem.solution?.id === ids[0]);
    const missing = places.filter((p) => p.problem.solution?.id !== ids[0]);
    errors.push({
      file: missing[0].file,
      where: `list "${missing[0].listId}"`,
      message: `The internal solution "${ids[0]}" of "${first.problem.name}" is linked from ${linked
        .map(describePlace)
        .join(', ')} but not from ${missing
        .map((p) => `${describePlace(p)}, which shows ${describeSolution(p.problem.solution)}`)
        .join('; ')}.`,
      hint: `Set "solID": "${ids[0]}" on "${first.problem.name}" in every list that holds it.`,
    });
    return;
  }
  errors.push({
    file: first.file,
    where: `list "${first.listId}"`,
    message: `"${first.problem.name}" (${first.problem.url}) has ${groups.size} different solutions: ${describeGroups(groups, show)}.`,
    hint: 'One problem has one solution: give it the same "solID" in every list that holds it (the best one: our own, else the clearest).',
  });
}

/** A URL is one problem: the same name, source, difficulty, tags and solution everywhere. */
export function checkSameUrlSameProblem(
  modules: readonly ModuleRecord[],
  errors: ContentError[],
): void {
  for (const places of placesByUrl(modules).values()) {
    if (places.length < 2) continue;
    const [first] = places;
    const { name, source, url } = first.problem;
    const conflicts = places.filter((p) => p.problem.name !== name || p.problem.source !== source);
    for (const place of conflicts) {
      errors.push({
        file: place.file,
        where: `list "${place.listId}"`,
        message: `The URL ${url} is used for "${place.problem.name}" (${place.problem.source}) here but for "${name}" (${source}) in ${describePlace(first)}.`,
        hint: 'A URL is one problem: use the same name and source everywhere it appears.',
      });
    }
    // The other fields are judged once the name is settled: a conflict above may be two problems.
    if (conflicts.length > 0) continue;

    const difficulties = groupBy(places, (p) => p.difficulty);
    if (difficulties.size > 1) {
      errors.push({
        file: first.file,
        where: `list "${first.listId}"`,
        message: `"${name}" (${url}) has ${difficulties.size} difficulties: ${describeGroups(difficulties, (d) => d)}.`,
        hint: 'One problem has one difficulty: judge the problem itself and write that "difficulty" in every list that holds it.',
      });
    }
    const tags = groupBy(places, (p) => JSON.stringify([...p.tags].sort()));
    if (tags.size > 1) {
      errors.push({
        file: first.file,
        where: `list "${first.listId}"`,
        message: `"${name}" (${url}) has ${tags.size} different sets of tags: ${describeGroups(tags, (t) => (JSON.parse(t) as string[]).join(', ') || 'none')}.`,
        hint: 'One problem has one set of tags (the main ideas of its solution): write the same "tags" in every list that holds it.',
      });
    }
    checkSolutions(places, errors);
  }
}

/**
 * A problem above its module's level (a higher USACO division than the section, by its source
 * label or by the catalog) only in a challenge list. `catalogDivisions` holds the catalog's
 * division by canonical URL (catalog.ts); without it only source labels are judged.
 */
export function checkProblemLevels(
  modules: readonly ModuleRecord[],
  catalogDivisions: ReadonlyMap<string, Division> | undefined,
  errors: ContentError[],
): void {
  for (const module of modules) {
    const allowed = SECTION_DIVISION[module.section];
    for (const { listId, problems } of module.lists) {
      if (isChallengeList(listId)) continue;
      for (const [index, problem] of problems.entries()) {
        const fromLabel = toLabelDivision(problem.source, problem.url);
        const fromCatalog = catalogDivisions?.get(toCanonicalUrl(problem.url));
        const found = [fromLabel, fromCatalog].filter((d): d is Division => d !== undefined);
        const highest = found.sort((a, b) => divisionRank(b) - divisionRank(a))[0];
        if (highest === undefined || divisionRank(highest) <= divisionRank(allowed)) continue;
        const evidence = [
          fromLabel && `source "${problem.source}"`,
          fromCatalog && `the catalog: ${fromCatalog}`,
        ].filter(Boolean);
        errors.push({
          file: problemsFile(module),
          where: `list "${listId}", problem ${index + 1}`,
          message: `"${problem.name}" is a USACO ${highest} problem (${evidence.join('; ')}), above the level of this ${SECTION_NAMES[module.section]} module (${allowed} at most).`,
          hint: `Move it to a challenge list (a list whose name contains "challenge", e.g. "challenge", shown with <Problems problems="challenge" />), or to a module of the ${highest} section.`,
        });
      }
    }
  }
}
