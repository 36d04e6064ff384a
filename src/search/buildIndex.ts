/**
 * Build the search index from the validated corpus and the MDX source of its pages. Pure: the
 * caller reads the files (src/gatsby/search.ts at build time, the bench script on a synthetic
 * tree), so this runs in a unit test with no disk and no Gatsby.
 */
import { toProblemRowPath } from '../content-model/anchors';
import type { Corpus } from '../content-model/corpus';
import { modulePath, solutionPath } from '../content-model/routes';
import { SECTION_NAMES } from '../content-model/sections';
import { readMdxText } from './mdxText';
import { SEARCH_INDEX_VERSION, type SearchDoc, type SearchIndex } from './types';

/** Long sections are cut: the first words of a section find it; the rest mostly add bytes. */
export const MAX_TEXT_CHARS = 1500;

function clip(text: string): string | undefined {
  if (text === '') return undefined;
  if (text.length <= MAX_TEXT_CHARS) return text;
  const cut = text.lastIndexOf(' ', MAX_TEXT_CHARS);
  return text.slice(0, cut > 0 ? cut : MAX_TEXT_CHARS);
}

/**
 * @param readSource the MDX text of a corpus file (`content/…/x.mdx`, `solutions/…/y.mdx`),
 *   by its path relative to the content root.
 */
/** The MDX text the corpus read for `file`. */
function sourceOf(corpus: Corpus, file: string): string {
  const text = corpus.texts.get(file);
  if (text === undefined) throw new Error(`${file} is in the corpus but was never read.`);
  return text;
}

export function createSearchIndex(corpus: Corpus): SearchIndex {
  const docs: SearchDoc[] = [];
  const problems: SearchDoc[] = [];
  for (const module of corpus.modules) {
    const path = modulePath(module.section, module.id);
    const { intro, sections } = readMdxText(sourceOf(corpus, module.file));
    docs.push({
      k: 'module',
      t: module.title,
      u: path,
      c: SECTION_NAMES[module.section],
      w: module.id.replace(/-/g, ' '),
      x: clip(`${module.description} ${intro}`.trim()),
    });
    for (const section of sections) {
      docs.push({
        k: 'heading',
        t: section.heading,
        u: section.id === undefined ? path : `${path}#${section.id}`,
        c: module.title,
        x: clip(section.text),
      });
    }
    // A problem listed twice in one module has one row anchor there: index it once.
    const seen = new Set<string>();
    for (const list of module.lists) {
      for (const problem of list.problems) {
        if (seen.has(problem.uniqueID)) continue;
        seen.add(problem.uniqueID);
        problems.push({
          k: 'problem',
          t: problem.name,
          u: toProblemRowPath(path, problem.uniqueID),
          c: `${problem.source} · ${module.title}`,
          w: [problem.source, ...problem.tags].join(' '),
        });
      }
    }
  }
  for (const solution of corpus.solutions) {
    const { intro, sections } = readMdxText(sourceOf(corpus, solution.file));
    const text = [intro, ...sections.map((s) => `${s.heading} ${s.text}`)].join(' ');
    docs.push({
      k: 'solution',
      t: solution.title,
      u: solutionPath(solution.id),
      c: `${solution.source} · Solution`,
      w: solution.source,
      x: clip(text.trim()),
    });
  }
  return { v: SEARCH_INDEX_VERSION, docs: [...docs, ...problems] };
}
