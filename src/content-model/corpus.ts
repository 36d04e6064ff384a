/**
 * The shapes that flow between reading (load.ts), checking (validate.ts) and the pages:
 * raw files in, one validated corpus out.
 */
import type { ContentError } from './errors';
import type { Division } from './level';
import type { ModuleRecord, SolutionRecord } from './module';
import type { SyllabusSection } from './syllabus';

/** A text file of the content tree. */
export interface RawFile {
  /** Relative to the content root, forward slashes: `content/bronze/intro.mdx`. */
  file: string;
  text: string;
}

/** Everything read from disk, before any checking. */
export interface RawCorpus {
  /** The evaluated default export of content/ordering.ts, or why it could not be read. */
  ordering: { value: unknown } | { error: ContentError };
  /** content/<section>/<module>.mdx */
  modules: RawFile[];
  /** content/<section>/<module>.problems.json */
  problemLists: RawFile[];
  /** solutions/<section>/<id>.mdx */
  solutions: RawFile[];
  /**
   * The test cases beside modules and solutions (content/…/<module>.cases.json,
   * solutions/…/<id>.cases.json). Absent: cases are not checked (the live preview has none).
   */
  caseFiles?: RawFile[];
  /** The checkers and interactors that cases files name (`solutions/…/<id>.checker.py`). */
  judgeFiles?: string[];
  /** The evaluated default export of content/tags.ts; absent when the tree has none. */
  tags?: { value: unknown } | { error: ContentError };
  /**
   * The USACO division of each problem the catalog of real problems knows, by canonical URL
   * (catalog.ts). Absent: a problem's level is judged by its source label alone.
   */
  catalogDivisions?: ReadonlyMap<string, Division>;
  /**
   * The live preview, whose draft is one module of the site: problem uniqueID → the link to its
   * hint ladder elsewhere on the site, for the draft's problems with none in the draft.
   */
  ladderLinks?: Readonly<Record<string, string>>;
}

/** The validated content, ready for pages. */
export interface Corpus {
  /** All six sections, chapters in ordering order. */
  sections: SyllabusSection[];
  /** Modules in syllabus order. */
  modules: ModuleRecord[];
  solutions: SolutionRecord[];
  /**
   * The MDX text of every module and solution by file, as read once from disk: the compiler and
   * the search index take it from here rather than reading the files again.
   */
  texts: ReadonlyMap<string, string>;
}

export interface CorpusResult {
  corpus: Corpus;
  /** Every problem found; the corpus must not be published unless this is empty. */
  errors: ContentError[];
}
