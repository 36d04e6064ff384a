/**
 * The content of this Gatsby process: the validated corpus and its compiled articles, read once
 * and shared by sourceNodes, createPages and onPostBuild. A problem in any file stops
 * `gatsby build` with every message; `gatsby develop` keeps running so the author can fix it.
 */
import type { Reporter } from 'gatsby';
import type { Corpus } from '../content-model/corpus';
import { formatContentErrors } from '../content-model/errors';
import type { CompiledArticle } from './articles';
import { compileArticles, type ArticleCache, type CompileMany } from './compileArticles';
import { readValidatedCorpus } from './corpus';

export interface SiteContent {
  corpus: Corpus;
  /** By file, relative to the content root. */
  articles: ReadonlyMap<string, CompiledArticle>;
}

let current: { root: string; content: Promise<SiteContent> } | undefined;

async function loadContent(
  root: string,
  reporter: Pick<Reporter, 'panicOnBuild'>,
  cache?: ArticleCache,
  compile?: CompileMany,
): Promise<SiteContent> {
  const corpus = readValidatedCorpus(root, reporter);
  const { articles, errors } = await compileArticles(corpus, cache, compile);
  if (errors.length > 0) {
    reporter.panicOnBuild(
      `${formatContentErrors(errors)}\n\nRun \`npm run validate\` to re-check.`,
    );
  }
  return { corpus, articles };
}

export function readContent(
  root: string,
  reporter: Pick<Reporter, 'panicOnBuild'>,
  cache?: ArticleCache,
  compile?: CompileMany,
): Promise<SiteContent> {
  if (current?.root !== root) {
    current = { root, content: loadContent(root, reporter, cache, compile) };
  }
  return current.content;
}

/** After an edit in `gatsby develop` (develop.ts): what createPages reads from then on. */
export function replaceContent(root: string, content: SiteContent): void {
  current = { root, content: Promise.resolve(content) };
}
