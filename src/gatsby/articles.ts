/**
 * The build's articles (src/mdx/article.ts) and what pages receive of them. compileArticles.ts
 * makes them; nodes.ts hands them to the templates; articleFiles.ts puts their HTML into the
 * built pages.
 */
import type { Corpus } from '../content-model/corpus';
import type { Article, ArticleData } from '../mdx/article';

/** Where the built site serves each article's HTML (for pages reached by a link). */
export const ARTICLES_DIR = 'articles';

export interface CompiledArticle extends Article {
  /** Content hash: names the article's HTML file. */
  hash: string;
}

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
