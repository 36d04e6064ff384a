/**
 * Reading each kind of file on its own: location, frontmatter or JSON, and the record it
 * describes. Cross-file checks live in validate.ts.
 */
import type { RawFile } from './corpus';
import { suggest, type ContentError } from './errors';
import { isContentError, parseFrontmatter } from './frontmatter';
import { parseJson } from './json';
import {
  toModuleFrontmatter,
  toSolutionFrontmatter,
  type ModuleRecord,
  type SolutionRecord,
} from './module';
import { toProblem, type Problem } from './problem';
import { isSectionId, SECTION_IDS, type SectionId } from './sections';
import type { SolutionContext } from './solution';

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

export function readSolutions(files: RawFile[], errors: ContentError[]): SolutionRecord[] {
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

/**
 * Read every module's frontmatter. `unreadable` collects the file names (= intended ids) of
 * modules whose frontmatter could not be read, so later checks do not report them again.
 */
export function readModules(
  files: RawFile[],
  errors: ContentError[],
): { modules: ModuleRecord[]; unreadable: Set<string> } {
  const modules: ModuleRecord[] = [];
  const unreadable = new Set<string>();
  for (const { file, text } of files) {
    const place = locate(file, 'content', '.mdx');
    const parsed = parseFrontmatter(file, text);
    if (isContentError(place)) errors.push(place);
    const intendedId =
      file
        .split('/')
        .pop()
        ?.replace(/\.mdx$/, '') ?? file;
    if (isContentError(parsed)) {
      errors.push(parsed);
      unreadable.add(intendedId);
      continue;
    }
    const { frontmatter, issues } = toModuleFrontmatter(parsed.data);
    errors.push(...issues.map((issue) => ({ file, ...issue })));
    if (!frontmatter.id) unreadable.add(intendedId);
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
  return { modules, unreadable };
}

/**
 * Read every problems file into its module's lists. Returns the files whose lists are unknown
 * (`unreadable`) and the lists that lost a bad problem (`incomplete`, as `moduleId#listId`).
 */
export function readProblemLists(
  files: RawFile[],
  modules: ModuleRecord[],
  unreadableModules: ReadonlySet<string>,
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
    if (!module && unreadableModules.has(String(moduleId))) {
      unreadable.add(file); // Its module's frontmatter error is already reported.
      continue;
    }
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
