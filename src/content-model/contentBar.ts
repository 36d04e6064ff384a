/**
 * How far each module is from the content bar (the team's CONTENT.md: what every module must
 * have), measured from the validated corpus and the MDX text as read: no compiler, so a report
 * over the whole guide takes well under a second. `npm run report:bar` prints it
 * (scripts/reportBar.ts); docs/authoring.md says how each figure is counted.
 *
 * The figures are what a script can count: they tell where a module is short, not whether its
 * prose teaches well.
 */
import type { Corpus } from './corpus';
import { blankNonProse, findTags, proseLines } from './mdx';
import { HINTS_TAG } from './hintTags';
import type { BarPart, ModuleRecord } from './module';
import type { Difficulty, Problem } from './problem';
import type { SectionId } from './sections';

/** One measured line of the bar. */
export type BarMeasure =
  | 'words'
  | 'examples'
  | 'pictures'
  | 'quiz'
  | 'exercises'
  | 'problems'
  | 'newProblems'
  | 'easy'
  | 'normal'
  | 'hard'
  | 'solutions'
  | 'hints';

interface MeasureSpec {
  part: BarPart;
  label: string;
  /** The bar's minimum; null when it depends on the module (hints: one per starred problem). */
  threshold: number | null;
}

/** The bar's thresholds, in report order. */
export const BAR_MEASURES: Readonly<Record<BarMeasure, MeasureSpec>> = {
  words: { part: 'words', label: 'prose words', threshold: 1200 },
  examples: { part: 'examples', label: 'worked examples in C++, Java and Python', threshold: 2 },
  pictures: { part: 'pictures', label: 'pictures (images, diagrams)', threshold: 1 },
  quiz: { part: 'quiz', label: 'quiz questions', threshold: 4 },
  exercises: { part: 'exercises', label: 'find-the-bug / predict-the-output', threshold: 1 },
  problems: { part: 'problems', label: 'problems (distinct)', threshold: 12 },
  newProblems: { part: 'problems', label: 'problems in no other module', threshold: 8 },
  easy: { part: 'problems', label: 'Very Easy / Easy problems', threshold: 2 },
  normal: { part: 'problems', label: 'Normal problems', threshold: 4 },
  hard: { part: 'problems', label: 'Hard or harder problems', threshold: 2 },
  solutions: { part: 'solutions', label: 'internal solutions linked', threshold: 6 },
  hints: { part: 'hints', label: 'hint ladders (one per starred problem)', threshold: null },
};

export const MEASURE_ORDER = Object.keys(BAR_MEASURES) as BarMeasure[];

/** pass: at or over the threshold; short: under it; excepted: the module says why it does not apply. */
export type BarMark = 'pass' | 'short' | 'excepted';

export interface BarRow {
  measure: BarMeasure;
  value: number;
  threshold: number;
  mark: BarMark;
}

export interface ModuleBar {
  moduleId: string;
  title: string;
  section: SectionId;
  file: string;
  rows: BarRow[];
  /** The module's `barExceptions`: part → reason. */
  exceptions: Partial<Record<BarPart, string>>;
}

/** The question widget's tag, counted once it exists (a `<Quiz>` holds `<Question>`s). */
export const QUIZ_QUESTION_TAGS = ['Question'];
/** The hint ladder widget's tag (hints.ts). */
export const HINT_LADDER_TAGS = [HINTS_TAG];
/** An exercise is a `<Spoiler>` with one of these titles (docs/authoring.md, section 7). */
const EXERCISE_TITLE = /^\s*(find the bug|predict the output)\b/i;
const LANGUAGE_TAGS = ['CPPSection', 'JavaSection', 'PySection'] as const;

/**
 * Words of explanation: prose lines only (not the frontmatter, fenced code, table rows), without
 * inline code, formulas, widget tags and their attributes, comments, link targets and pictures.
 */
export function countProseWords(text: string): number {
  const lines = blankNonProse(text).split('\n');
  const prose = lines.filter((line) => !line.trimStart().startsWith('|')).join('\n');
  const words = prose
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\$[^$\n]+\$/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/<\/?[A-Za-z][\w.]*(?:\s[^<>]*)?\/?>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return words?.length ?? 0;
}

/**
 * `<LanguageSection>`s whose C++, Java and Python sections each hold a fenced code block: the
 * bar's worked examples with code in all three languages.
 */
export function countWorkedExamples(text: string): number {
  const lines = text.split('\n');
  const prose = proseLines(lines);
  const blanked = blankNonProse(text).split('\n');
  let examples = 0;
  let inGroup = false;
  let language: string | null = null;
  let withCode = new Set<string>();
  blanked.forEach((line, i) => {
    if (!prose[i]) {
      // A fence or a code line: code for the section it sits in.
      if (inGroup && language) withCode.add(language);
      return;
    }
    for (const [, closing, tag] of line.matchAll(/<(\/?)(LanguageSection|\w+Section)\b/g)) {
      if (tag === 'LanguageSection') {
        if (!closing) {
          inGroup = true;
          withCode = new Set();
        } else if (inGroup) {
          if (LANGUAGE_TAGS.every((t) => withCode.has(t))) examples++;
          inGroup = false;
        }
        language = null;
      } else if ((LANGUAGE_TAGS as readonly string[]).includes(tag)) {
        language = closing ? null : tag;
      }
    }
  });
  return examples;
}

/** Markdown images and inline `<img>`/`<svg>` elements in prose. */
export function countPictures(text: string): number {
  const prose = blankNonProse(text);
  // Alt text may hold brackets of its own (`s[2:5]`), as Markdown allows when they balance.
  const images = prose.match(/!\[(?:[^[\]]|\[[^[\]]*\])*\]\(/g);
  return (images?.length ?? 0) + findTags(prose, ['img', 'svg']).length;
}

/** `<Spoiler title="Find the bug …">` / `<Spoiler title="Predict the output …">`. */
export function countExercises(text: string): number {
  return findTags(text, ['Spoiler']).filter(({ attributes }) => {
    const title = attributes.title;
    return typeof title === 'string' && EXERCISE_TITLE.test(title);
  }).length;
}

type Ladder = 'easy' | 'normal' | 'hard';
const LADDER: Readonly<Record<Difficulty, Ladder>> = {
  'Very Easy': 'easy',
  Easy: 'easy',
  Normal: 'normal',
  Hard: 'hard',
  'Very Hard': 'hard',
  Insane: 'hard',
};

/** A module's problems, one per unique id (a problem in two of its lists counts once). */
function distinctProblems(module: ModuleRecord): Problem[] {
  const byId = new Map<string, Problem>();
  for (const list of module.lists) {
    for (const problem of list.problems) {
      if (!byId.has(problem.uniqueID)) byId.set(problem.uniqueID, problem);
    }
  }
  return [...byId.values()];
}

function toRow(
  measure: BarMeasure,
  value: number,
  threshold: number,
  exceptions: ModuleBar['exceptions'],
): BarRow {
  const mark: BarMark =
    value >= threshold ? 'pass' : exceptions[BAR_MEASURES[measure].part] ? 'excepted' : 'short';
  return { measure, value, threshold, mark };
}

/** Every module's figures against the bar, in syllabus order. */
export function measureContentBar(corpus: Corpus): ModuleBar[] {
  const modulesOf = new Map<string, Set<string>>();
  for (const module of corpus.modules) {
    for (const problem of distinctProblems(module)) {
      const holders = modulesOf.get(problem.uniqueID) ?? new Set<string>();
      holders.add(module.id);
      modulesOf.set(problem.uniqueID, holders);
    }
  }
  const solutionFiles = new Map(corpus.solutions.map((s) => [s.id, s.file]));
  return corpus.modules.map((module) => {
    const text = corpus.texts.get(module.file) ?? '';
    const problems = distinctProblems(module);
    const ladder = { easy: 0, normal: 0, hard: 0 };
    for (const problem of problems) ladder[LADDER[problem.difficulty]]++;
    const solutionIds = new Set<string>();
    for (const { solution } of problems) {
      if (solution?.kind === 'internal' && solution.id) solutionIds.add(solution.id);
    }
    // A problem's hint ladder may sit in the module or in the problem's own solution page.
    const hintTexts = [
      text,
      ...[...solutionIds].map((id) => corpus.texts.get(solutionFiles.get(id) ?? '') ?? ''),
    ];
    const figures: Record<BarMeasure, number> = {
      words: countProseWords(text),
      examples: countWorkedExamples(text),
      pictures: countPictures(text),
      quiz: findTags(text, QUIZ_QUESTION_TAGS).length,
      exercises: countExercises(text),
      problems: problems.length,
      newProblems: problems.filter((p) => modulesOf.get(p.uniqueID)?.size === 1).length,
      ...ladder,
      solutions: solutionIds.size,
      hints: hintTexts.reduce((sum, t) => sum + findTags(t, HINT_LADDER_TAGS).length, 0),
    };
    // Starred in any of its lists.
    const starred = new Set(
      module.lists.flatMap((l) => l.problems.filter((p) => p.starred).map((p) => p.uniqueID)),
    ).size;
    const exceptions = module.barExceptions;
    return {
      moduleId: module.id,
      title: module.title,
      section: module.section,
      file: module.file,
      exceptions,
      rows: MEASURE_ORDER.map((measure) =>
        toRow(measure, figures[measure], BAR_MEASURES[measure].threshold ?? starred, exceptions),
      ),
    };
  });
}
