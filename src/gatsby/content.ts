/**
 * The content of this Gatsby process: the validated corpus and its compiled articles, read once
 * (src/content-build/loadContent.ts, the same step as `npm run validate`) and shared by
 * sourceNodes, createPages and onPostBuild. A problem in any file stops `gatsby build` with every
 * message; `gatsby develop` keeps running so the author can fix it.
 */
import type { Reporter } from 'gatsby';
import type { ImageAsset } from '../content-build/articleImages';
import type { CompiledArticle } from '../content-build/compileCorpus';
import { loadContent, type LoadContentOptions } from '../content-build/loadContent';
import type { Corpus } from '../content-model/corpus';
import { formatContentErrors } from '../content-model/errors';

export interface SiteContent {
  corpus: Corpus;
  /** By file, relative to the content root. */
  articles: ReadonlyMap<string, CompiledArticle>;
  /** The resized images the articles show (articleImages.ts writes them). */
  images: readonly ImageAsset[];
}

let current: { root: string; content: Promise<SiteContent> } | undefined;

async function loadSiteContent(
  root: string,
  reporter: Pick<Reporter, 'panicOnBuild'>,
  options: LoadContentOptions,
): Promise<SiteContent> {
  const { corpus, articles, images, errors } = await loadContent(root, options);
  if (errors.length > 0) {
    // Fails `gatsby build`; `gatsby develop` keeps running so the author can fix and reload.
    reporter.panicOnBuild(
      `${formatContentErrors(errors)}\n\nRun \`npm run validate\` to re-check.`,
    );
  }
  return { corpus, articles, images };
}

export function readContent(
  root: string,
  reporter: Pick<Reporter, 'panicOnBuild'>,
  options: LoadContentOptions,
): Promise<SiteContent> {
  if (current?.root !== root) {
    current = { root, content: loadSiteContent(root, reporter, options) };
  }
  return current.content;
}

/** After an edit in `gatsby develop` (develop.ts): what createPages reads from then on. */
export function replaceContent(root: string, content: SiteContent): void {
  current = { root, content: Promise.resolve(content) };
}
