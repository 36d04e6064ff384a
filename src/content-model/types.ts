/**
 * The content model's public types in one place, for pages and widgets. Type-only on purpose:
 * importing values from here could pull disk-reading code (load.ts) into a browser bundle, so
 * import functions from their own modules (e.g. `toResourceLink` from './resource').
 */
export type { ContentError } from './errors';
export type { Corpus, CorpusResult, RawCorpus, RawFile } from './corpus';
export type { Difficulty, Problem, ProblemInput, SolQuality } from './problem';
export type { ProblemSolution, SolutionKind } from './solution';
export type {
  Frequency,
  ModuleFrontmatter,
  ModuleRecord,
  ProblemList,
  SolutionFrontmatter,
  SolutionRecord,
} from './module';
export type { Book, BookEdition, PageTableKey } from './books';
export type { ResourceInput, ResourceLink } from './resource';
export type { ProblemSource } from './sources';
export type { SectionId } from './sections';
export type { Chapter, Ordering, SyllabusSection } from './syllabus';
