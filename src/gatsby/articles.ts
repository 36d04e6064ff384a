/**
 * The build's articles (src/mdx/article.ts) and what pages receive of them.
 * src/content-build/compileCorpus.ts makes them; nodes.ts hands them to the templates;
 * articleFiles.ts puts their HTML into the built pages.
 */
import type { Corpus } from '../content-model/corpus';
import type { CompiledArticle } from '../content-build/compileCorpus';
import type { ArticleData } from '../mdx/article';

export type { CompiledArticle };

/** Where the built site serves each article's HTML (for pages reached by a link). */
export const ARTICLES_DIR = 'articles';

/** What a template receives: the HTML inline only where no built page holds it. */
export function toArticleData(article: CompiledArticle, withHtml: boolean): ArticleData {
  return {
    tree: article.tree,
    hasMath: article.hasMath,
    blocks: article.html.length,
    htmlUrl: `/${ARTICLES_DIR}/${article.hash}.json`,
    ...(withHtml ? { html: article.html } : {}),
  };
}

/** Every MDX file of the corpus, relative to the content root. */
export function articleFiles(corpus: Corpus): string[] {
  return [...corpus.modules.map((m) => m.file), ...corpus.solutions.map((s) => s.file)];
}
