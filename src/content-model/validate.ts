/**
 * Whole-corpus validation: turns the raw files into the validated corpus and collects EVERY
 * error on the way (never stopping at the first), each with its file, the bad value and a fix.
 */
import type { Corpus, CorpusResult, RawCorpus, RawFile } from './corpus';
import { suggest, type ContentError } from './errors';
import { isContentError, parseFrontmatter } from './frontmatter';
import { parseJson } from './json';
import {
  toModuleFrontmatter,
  toSolutionFrontmatter,
  type ModuleRecord,
  type SolutionRecord,
} from './module';
import { checkMdxReferences } from './references';
import { isSectionId, SECTION_IDS, type SectionId } from './sections';
import type { SolutionContext } from './solution';
import { toProblem, type Problem } from './problem';
import { ORDERING_FILE, toSyllabus } from './syllabus';

/** `content/<section>/<name><suffix>` → section and name, or an error about the location. */
function locate(
  file: string,
  folder: 'content' | 'solutions',
  suffix: string,
): { section: SectionId; name: string } | ContentError {
  const parts = file.split('/');
  const section = parts[1] ?? '';
  if (parts.length !== 3 || !isSectionId(section)) {
    return {
      file,
      message: `Files must live directly in ${folder}/<section>/, found ${file}.`,
      hint: `Move it to one of: ${SECTION_IDS.map((s) => `${folder}/${s}/`).join(', ')}.${
        parts.length === 3 ? ` ${suggest(section, SECTION_IDS, 'Sections')}` : ''
      }`,
    };
  }
  return { section, name: parts[2].slice(0, -suffix.length) };
}

function readSolutions(files: RawFile[], errors: ContentError[]): SolutionRecord[] {
  const solutions: SolutionRecord[] = [];
  for (const { file, text } of files) {
    const place = locate(file, 'solutions', '.mdx');
    const parsed = parseFrontmatter(file, text);
    if (isContentError(place)) errors.push(place);
    if (isContentError(parsed)) {
      errors.push(parsed);
      continue;
    }
    const { frontmatter, issues } = toSolutionFrontmatter(parsed.data);
    errors.push(...issues.map((issue) => ({ file, ...issue })));
    if (isContentError(place) || !frontmatter.id) continue;
    if (frontmatter.id !== place.name) {
      errors.push({
        file,
        message: `The solution id "${frontmatter.id}" does not match the file name "${place.name}.mdx".`,
        hint: `Rename the file to ${frontmatter.id}.mdx or set id: ${place.name}.`,
      });
    }
    const twin = solutions.find((s) => s.id === frontmatter.id);
    if (twin) {
      errors.push({
        file,
        message: `The solution id "${frontmatter.id}" is already used by ${twin.file}.`,
        hint: 'Give each solution its own id.',
      });
      continue;
    }
    solutions.push({ ...frontmatter, section: place.section, file, linkedFrom: [] });
  }
  return solutions;
}

function readModules(files: RawFile[], errors: ContentError[]): ModuleRecord[] {
  const modules: ModuleRecord[] = [];
  for (const { file, text } of files) {
    const place = locate(file, 'content', '.mdx');
    const parsed = parseFrontmatter(file, text);
    if (isContentError(place)) errors.push(place);
    if (isContentError(parsed)) {
      errors.push(parsed);
      continue;
    }
    const { frontmatter, issues } = toModuleFrontmatter(parsed.data);
    errors.push(...issues.map((issue) => ({ file, ...issue })));
    if (isContentError(place) || !frontmatter.id) continue;
    if (frontmatter.id !== place.name) {
      errors.push({
        file,
        message: `The module id "${frontmatter.id}" does not match the file name "${place.name}.mdx".`,
        hint: `Rename the file to ${frontmatter.id}.mdx or set id: ${place.name}; the id is the page's URL.`,
      });
    }
    const twin = modules.find((m) => m.id === frontmatter.id);
    if (twin) {
      errors.push({
        file,
        message: `The module id "${frontmatter.id}" is already used by ${twin.file}.`,
        hint: 'Give each module its own id.',
      });
      continue;
    }
    modules.push({ ...frontmatter, section: place.section, chapter: '', file, lists: [] });
  }
  return modules;
}

function readProblemLists(
  files: RawFile[],
  modules: ModuleRecord[],
  internalSolutionIds: ReadonlySet<string>,
  errors: ContentError[],
): { unreadable: Set<string>; incomplete: Set<string> } {
  // Problems files that could not be read: their module's lists are unknown, so checks that
  // depend on them are skipped rather than reported a second time.
  const unreadable = new Set<string>();
  // Lists with a problem that failed its checks (`moduleId#listId`): their size is unknown.
  const incomplete = new Set<string>();
  const owners = new Map<string, string>();
  for (const { file, text } of files) {
    const place = locate(file, 'content', '.problems.json');
    if (isContentError(place)) errors.push(place);
    const parsed = parseJson(file, text);
    if ('error' in parsed) {
      errors.push(parsed.error);
      unreadable.add(file);
      continue;
    }
    const root = parsed.value;
    if (typeof root !== 'object' || root === null || Array.isArray(root)) {
      errors.push({
        file,
        message: 'A problems file must be a JSON object: {"MODULE_ID": "…", "listName": [ … ]}.',
      });
      unreadable.add(file);
      continue;
    }
    const { MODULE_ID: moduleId, ...lists } = root as Record<string, unknown>;
    const module = modules.find((m) => m.id === moduleId);
    if (!module) {
      errors.push({
        file,
        message: `MODULE_ID ${JSON.stringify(moduleId)} matches no module.`,
        hint: suggest(
          String(moduleId ?? ''),
          modules.map((m) => m.id),
          'Module ids',
        ),
      });
      unreadable.add(file);
      continue;
    }
    if (owners.has(module.id)) {
      errors.push({
        file,
        message: `Module "${module.id}" already has its problems in ${owners.get(module.id)}.`,
        hint: 'Keep one problems file per module.',
      });
      continue;
    }
    owners.set(module.id, file);
    const context: SolutionContext = {
      internalSolutionIds,
      // A missing solution is expected beside the module's section.
      expectedSolutionFile: (id) => `solutions/${module.section}/${id}.mdx`,
    };
    for (const [listId, problems] of Object.entries(lists)) {
      const where = `list "${listId}"`;
      if (!Array.isArray(problems)) {
        errors.push({
          file,
          where,
          message: `A problem list must be an array, got ${JSON.stringify(problems)}.`,
        });
        continue;
      }
      const list: Problem[] = [];
      if (problems.length > 0) incomplete.add(`${module.id}#${listId}`);
      problems.forEach((raw, index) => {
        const { problem, issues } = toProblem(raw, context);
        errors.push(
          ...issues.map((issue) => ({ file, where: `${where}, problem ${index + 1}`, ...issue })),
        );
        if (problem) list.push(problem);
      });
      if (list.length === problems.length) incomplete.delete(`${module.id}#${listId}`);
      module.lists.push({ listId, problems: list });
    }
  }
  return { unreadable, incomplete };
}

/** Ordering ↔ modules: every module listed exactly once, in its own section; no dangling entry. */
function checkOrdering(
  raw: RawCorpus,
  modules: ModuleRecord[],
  errors: ContentError[],
): Corpus['sections'] {
  if ('error' in raw.ordering) {
    errors.push(raw.ordering.error);
    return toSyllabus({}).sections;
  }
  const { sections, errors: shapeErrors } = toSyllabus(raw.ordering.value);
  errors.push(...shapeErrors);
  const placed = new Set<string>();
  const ids = modules.map((m) => m.id);
  for (const section of sections) {
    for (const chapter of section.chapters) {
      for (const id of chapter.items) {
        const where = `section ${section.id}, chapter "${chapter.name}"`;
        const module = modules.find((m) => m.id === id);
        if (!module) {
          errors.push({
            file: ORDERING_FILE,
            where,
            message: `The ordering lists "${id}", but no module has that id.`,
            hint: suggest(id, ids, 'Module ids'),
          });
        } else if (placed.has(id)) {
          errors.push({
            file: ORDERING_FILE,
            where,
            message: `The module "${id}" is listed more than once.`,
            hint: 'List each module in one chapter only.',
          });
        } else if (module.section !== section.id) {
          errors.push({
            file: ORDERING_FILE,
            where,
            message: `The module "${id}" is listed under ${section.id} but its file is ${module.file}.`,
            hint: `Move it to the ${module.section} section or move the file to content/${section.id}/.`,
          });
        } else {
          module.chapter = chapter.name;
        }
        placed.add(id);
      }
    }
  }
  for (const module of modules) {
    if (!placed.has(module.id)) {
      errors.push({
        file: module.file,
        message: `The module "${module.id}" is missing from the ordering.`,
        hint: `Add "${module.id}" to a chapter of the ${module.section} section in ${ORDERING_FILE}.`,
      });
    }
  }
  return sections;
}

function checkPrerequisites(modules: ModuleRecord[], errors: ContentError[]): void {
  const ids = modules.map((m) => m.id);
  for (const module of modules) {
    for (const id of module.prerequisites) {
      if (!ids.includes(id)) {
        errors.push({
          file: module.file,
          message: `Unknown prerequisite "${id}".`,
          hint: suggest(id, ids, 'Module ids'),
        });
      }
    }
  }
}

/** A URL is one problem: everywhere it appears it must carry the same name and source. */
function checkSameUrlSameProblem(modules: ModuleRecord[], errors: ContentError[]): void {
  const seen = new Map<string, { problem: Problem; file: string; listId: string }>();
  for (const module of modules) {
    const file = module.file.replace(/\.mdx$/, '.problems.json');
    for (const { listId, problems } of module.lists) {
      for (const problem of problems) {
        const first = seen.get(problem.url);
        if (!first) {
          seen.set(problem.url, { problem, file, listId });
        } else if (first.problem.name !== problem.name || first.problem.source !== problem.source) {
          errors.push({
            file,
            where: `list "${listId}"`,
            message: `The URL ${problem.url} is used for "${problem.name}" (${problem.source}) here but for "${first.problem.name}" (${first.problem.source}) in ${first.file} (list "${first.listId}").`,
            hint: 'A URL is one problem: use the same name and source everywhere it appears.',
          });
        }
      }
    }
  }
}

function linkSolutions(
  modules: ModuleRecord[],
  solutions: SolutionRecord[],
  reportUnlinked: boolean,
  errors: ContentError[],
): void {
  for (const module of modules) {
    for (const { listId, problems } of module.lists) {
      for (const problem of problems) {
        if (problem.solution?.kind !== 'internal') continue;
        const id = problem.solution.url?.replace('/solutions/', '');
        solutions
          .find((s) => s.id === id)
          ?.linkedFrom.push({ moduleId: module.id, listId, problem });
      }
    }
  }
  if (!reportUnlinked) return;
  for (const solution of solutions) {
    if (solution.linkedFrom.length === 0) {
      errors.push({
        file: solution.file,
        message: `No problem links to the solution "${solution.id}".`,
        hint: `Set "solID": "${solution.id}" on its problem in a .problems.json file, or delete this file.`,
      });
    }
  }
}

/** Read, check and derive the whole corpus. */
export function buildCorpus(raw: RawCorpus): CorpusResult {
  const errors: ContentError[] = [];
  const solutions = readSolutions(raw.solutions, errors);
  const modules = readModules(raw.modules, errors);
  const { unreadable, incomplete } = readProblemLists(
    raw.problemLists,
    modules,
    new Set(solutions.map((s) => s.id)),
    errors,
  );
  const sections = checkOrdering(raw, modules, errors);
  checkPrerequisites(modules, errors);
  checkSameUrlSameProblem(modules, errors);
  for (const file of [...raw.modules, ...raw.solutions]) {
    const listsUnknown = unreadable.has(file.file.replace(/\.mdx$/, '.problems.json'));
    const module = modules.find((m) => m.file === file.file);
    errors.push(...checkMdxReferences(file, module, listsUnknown, incomplete));
  }
  // A solution may be linked from a file we could not read: only judge when all were read.
  linkSolutions(modules, solutions, unreadable.size === 0, errors);
  const order = new Map(
    sections.flatMap((s) => s.chapters.flatMap((c) => c.items)).map((id, i) => [id, i]),
  );
  const rank = (id: string) => order.get(id) ?? order.size;
  modules.sort((a, b) => rank(a.id) - rank(b.id));
  return { corpus: { sections, modules, solutions }, errors };
}

/** Only the errors: what `npm run validate` reports. */
export function validateCorpus(raw: RawCorpus): ContentError[] {
  return buildCorpus(raw).errors;
}
