/**
 * The content as the build needs it, in one step that the build (src/gatsby/content.ts, and each
 * reload in `gatsby develop`) and `npm run validate` share: the tree read and checked by the
 * content model, then every MDX file compiled by the build's compiler. Every error of both steps
 * comes back at once; the site must not be published unless there is none.
 */
import type { Corpus } from '../content-model/corpus';
import type { ContentError } from '../content-model/errors';
import { loadCorpus } from '../content-model/load';
import type { ImageAsset } from './articleImages';
import {
  compileCorpus,
  type ArticleCache,
  type CompiledArticle,
  type CompileMany,
} from './compileCorpus';

export interface LoadedContent {
  corpus: Corpus;
  /** By file, relative to the content root: every MDX file that compiled. */
  articles: ReadonlyMap<string, CompiledArticle>;
  /** The resized images the articles show, for the build to write (src/gatsby/articleImages.ts). */
  images: ImageAsset[];
  /** The content model's errors, then the compiler's, each with file, place and fix. */
  errors: ContentError[];
}

export interface LoadContentOptions {
  /** The site's root: its catalog of real problems judges each problem's level (load.ts). */
  siteRoot: string;
  cache?: ArticleCache;
  /** How to compile the files: here by default, or over threads (compileInWorkers.ts). */
  compile?: CompileMany;
}

/**
 * The content model checks each `<Resource>` and so does the compiler: the same mistake at the
 * same line is reported once, by the content model.
 */
function withoutRepeats(checked: ContentError[], compiled: ContentError[]): ContentError[] {
  const seen = new Set(checked.map((e) => `${e.file}:${e.line}`));
  return compiled.filter((e) => e.line === undefined || !seen.has(`${e.file}:${e.line}`));
}

/** Read, check and compile the content tree under `root`. */
export async function loadContent(
  root: string,
  options: LoadContentOptions,
): Promise<LoadedContent> {
  const { corpus, errors } = loadCorpus(root, { siteRoot: options.siteRoot });
  const compiled = await compileCorpus(corpus, { ...options, root });
  return {
    corpus,
    articles: compiled.articles,
    images: compiled.images,
    errors: [...errors, ...withoutRepeats(errors, compiled.errors)],
  };
}
