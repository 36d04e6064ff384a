/**
 * Whole-corpus validation: turns the raw files into the validated corpus and collects EVERY
 * error on the way (never stopping at the first), each with its file, the bad value and a fix.
 */
import { checkCases } from './cases';
import { checkProblemLevels, checkSameUrlSameProblem } from './consistency';
import type { Corpus, CorpusResult, RawCorpus } from './corpus';
import { suggest, type ContentError } from './errors';
import { checkStarredHaveHints, linkHintLadders } from './hints';
import type { ModuleRecord, SolutionRecord } from './module';
import { readModules, readProblemLists, readSolutions } from './readFiles';
import { checkProblemTags, readTagVocabulary } from './tags';
import { checkQuestionIds } from './quiz';
import { checkMdxReferences } from './references';
import { ORDERING_FILE, toSyllabus } from './syllabus';

/** Ordering ↔ modules: every module listed exactly once, in its own section; no dangling entry. */
function checkOrdering(
  raw: RawCorpus,
  modules: ModuleRecord[],
  unreadableModules: ReadonlySet<string>,
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
        if (!module && unreadableModules.has(id)) {
          placed.add(id); // Its frontmatter error is already reported.
        } else if (!module) {
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
        const { id } = problem.solution;
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
  const { modules, unreadable: unreadableModules } = readModules(raw.modules, errors);
  const { unreadable, incomplete } = readProblemLists(
    raw.problemLists,
    modules,
    unreadableModules,
    new Set(solutions.map((s) => s.id)),
    errors,
  );
  const sections = checkOrdering(raw, modules, unreadableModules, errors);
  checkPrerequisites(modules, errors);
  const knownTags = readTagVocabulary(raw.tags, errors);
  if (knownTags) checkProblemTags(modules, knownTags, errors);
  checkSameUrlSameProblem(modules, errors);
  checkProblemLevels(modules, raw.catalogDivisions, errors);
  for (const file of [...raw.modules, ...raw.solutions]) {
    const listsUnknown = unreadable.has(file.file.replace(/\.mdx$/, '.problems.json'));
    const module = modules.find((m) => m.file === file.file);
    errors.push(...checkMdxReferences(file, module, listsUnknown, incomplete));
  }
  errors.push(...checkQuestionIds([...raw.modules, ...raw.solutions]));
  if (raw.caseFiles) {
    errors.push(
      ...checkCases(raw.modules, solutions, raw.solutions, raw.caseFiles, raw.judgeFiles),
    );
  }
  // A solution may be linked from a file we could not read: only judge when all were read.
  linkSolutions(modules, solutions, unreadable.size === 0, errors);
  const texts = new Map([...raw.modules, ...raw.solutions].map(({ file, text }) => [file, text]));
  const unreadableLists = new Set(
    [...unreadable].map((file) => file.replace(/\.problems\.json$/, '.mdx')),
  );
  linkHintLadders(
    { modules, solutions, texts, unreadableLists, elsewhere: raw.ladderLinks },
    errors,
  );
  // A module whose lists were not read has its ladders unjudged: its problems' may be there.
  if (unreadable.size === 0) checkStarredHaveHints(modules, solutions, errors);
  const order = new Map(
    sections.flatMap((s) => s.chapters.flatMap((c) => c.items)).map((id, i) => [id, i]),
  );
  const rank = (id: string) => order.get(id) ?? order.size;
  modules.sort((a, b) => rank(a.id) - rank(b.id));
  return { corpus: { sections, modules, solutions, texts }, errors };
}
