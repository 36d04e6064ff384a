/**
 * Checks a draft with the build's own content model: the MDX and the problem-list JSON become a
 * one-module corpus (`content/general/<id>.mdx` + `.problems.json`, listed in a one-chapter
 * ordering, with the site's tag vocabulary and a stand-in for each of the site's solutions), so
 * every message is exactly what `npm run validate` and the build would print for the same files.
 */
import './bufferGlobal'; // Before the content model: its YAML parser needs Buffer.
import type { RawCorpus } from '../../content-model/corpus';
import type { ContentError } from '../../content-model/errors';
import { buildCorpus } from '../../content-model/validate';
import type { Draft } from '../../user-data';
import type { ProblemLists } from '../mdx/ProblemListsContext';

/** The section the preview module is filed under; it only shows in file names. */
const PREVIEW_SECTION = 'general';
/** The file name used when the frontmatter has no usable id (the id check then explains why). */
const FALLBACK_ID = 'preview';

export interface DraftCheck {
  /** Errors about the MDX file (frontmatter, list names, resources). */
  mdxErrors: ContentError[];
  /** Errors about the problem-list JSON. */
  problemErrors: ContentError[];
  /** The lists that passed their checks (a bad problem is left out, as in the build). */
  lists: ProblemLists;
  /** The module header, when its frontmatter was readable. */
  header: { title: string; author: string; description: string } | null;
}

/**
 * The module id the frontmatter claims, read loosely (the content model checks it properly): it
 * only names the virtual file, so that a correct id never trips the "id matches file name" check.
 */
export function toPreviewId(mdx: string): string {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(mdx)?.[1] ?? '';
  const id = /^id:[ \t]*(["']?)([A-Za-z0-9_-]+)\1[ \t]*$/m.exec(frontmatter)?.[2];
  return id ?? FALLBACK_ID;
}

/** Where the stand-ins for the site's solutions are filed (see toPreviewCorpus). */
const SOLUTIONS_DIR = 'solutions/';

/**
 * A stand-in for one of the site's internal solutions: only its id matters to a problem list
 * (a problem whose `solID` names no solution is left out, as the build would leave it out).
 */
function toSolutionStub(id: string): { file: string; text: string } {
  return {
    file: `${SOLUTIONS_DIR}${PREVIEW_SECTION}/${id}.mdx`,
    text: `---\nid: ${id}\nsource: CP Guide\ntitle: ${id}\nauthor: CP Guide\n---\n`,
  };
}

export function toPreviewCorpus(
  draft: Draft,
  tagVocabulary: readonly string[],
  solutionIds: readonly string[] = [],
  ladderLinks: Readonly<Record<string, string>> = {},
): RawCorpus {
  const id = toPreviewId(draft.mdx);
  const base = `content/${PREVIEW_SECTION}/${id}`;
  return {
    ordering: { value: { [PREVIEW_SECTION]: [{ name: 'Preview', items: [id] }] } },
    modules: [{ file: `${base}.mdx`, text: draft.mdx }],
    problemLists: [{ file: `${base}.problems.json`, text: draft.problems }],
    // Only well-formed ids: anything else could not be a file name (nor a solID).
    solutions: solutionIds.filter((s) => /^[A-Za-z0-9-]+$/.test(s)).map(toSolutionStub),
    tags: { value: tagVocabulary },
    ladderLinks,
  };
}

/**
 * @param tagVocabulary the site's tags (content/tags.ts), handed down by the page: components
 *   never import content themselves.
 * @param solutionIds the ids of the site's internal solutions, so that a problem linking to one
 *   renders with its link, as on the built page.
 * @param ladderLinks the site's hint ladders (uniqueID → link): a draft's problem whose ladder is
 *   elsewhere (its solution, another module) shows its hints mark and needs no ladder here.
 */
export function checkDraft(
  draft: Draft,
  tagVocabulary: readonly string[],
  solutionIds: readonly string[] = [],
  ladderLinks: Readonly<Record<string, string>> = {},
): DraftCheck {
  const { corpus, errors: all } = buildCorpus(
    toPreviewCorpus(draft, tagVocabulary, solutionIds, ladderLinks),
  );
  // The stand-ins are not the author's files: what is said about them (most are linked from no
  // problem of the draft) is not the author's to fix.
  const errors = all.filter((e) => !e.file.startsWith(SOLUTIONS_DIR));
  const module = corpus.modules[0];
  return {
    problemErrors: errors.filter((e) => e.file.endsWith('.problems.json')),
    // Anything not about the JSON is about the module (the ordering is ours and always valid).
    mdxErrors: errors.filter((e) => !e.file.endsWith('.problems.json')),
    lists: Object.fromEntries((module?.lists ?? []).map((l) => [l.listId, l.problems])),
    header: module
      ? { title: module.title, author: module.author, description: module.description }
      : null,
  };
}
