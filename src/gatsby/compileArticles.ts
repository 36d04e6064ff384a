/**
 * Build step: every module's and solution's MDX compiled once into an article
 * (src/mdx/compileArticle.ts), cached by the text's hash in Gatsby's cache, so a warm build
 * compiles only what changed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatsbyCache } from 'gatsby';
import type { Corpus } from '../content-model/corpus';
import type { ContentError } from '../content-model/errors';
import { compileArticle } from '../mdx/compileArticle';
import { articleFiles, type CompiledArticle } from './articles';

/**
 * What the compiler's output depends on besides the text: its own code (src/mdx/, and the content
 * model that resolves resources) and the installed packages (the lockfile). Part of every cache
 * key, so that no build reuses an article compiled by other code.
 */
export function compilerFingerprint(siteRoot: string): string {
  const hash = createHash('sha256');
  const dirs = ['src/mdx', 'src/content-model'].map((dir) => join(siteRoot, dir));
  const files = dirs
    .flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)))
    .filter((file) => file.endsWith('.ts'))
    .sort();
  for (const file of [...files, join(siteRoot, 'package-lock.json')]) {
    hash.update(file.slice(siteRoot.length)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Where compiled articles are kept between builds, with the compiler they were made by. */
export interface ArticleCache {
  store: Pick<GatsbyCache, 'get' | 'set'>;
  /** compilerFingerprint of the site. */
  fingerprint: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Compile one file (or take it from the cache); its problems as content errors. */
export async function compileArticleFile(
  contentRoot: string,
  file: string,
  cache?: ArticleCache,
): Promise<{ article?: CompiledArticle; errors: ContentError[] }> {
  const text = readFileSync(join(contentRoot, file), 'utf8');
  const key = cache && `article-${sha256(cache.fingerprint + text)}`;
  const cached = key ? ((await cache.store.get(key)) as CompiledArticle | undefined) : undefined;
  if (cached) return { article: cached, errors: [] };
  const result = compileArticle(text, { path: file });
  if (!result.ok) {
    return {
      errors: result.problems.map(({ line, column, message }) => ({
        file,
        line,
        column,
        message: message.startsWith(`${file}:`)
          ? message.slice(file.length + 1).replace(/^\d+(:\d+)?: /, '')
          : message,
        hint: 'Fix the MDX at that place; `npm run validate` checks every file.',
      })),
    };
  }
  // Named by what it holds: a browser may keep an article's HTML file for good.
  const hash = sha256(JSON.stringify(result.article.html)).slice(0, 20);
  const article: CompiledArticle = { ...result.article, hash };
  if (key) await cache.store.set(key, article);
  return { article, errors: [] };
}

/** Every article of the corpus by file, and every problem found, across all files. */
export async function compileArticles(
  corpus: Corpus,
  contentRoot: string,
  cache?: ArticleCache,
): Promise<{ articles: Map<string, CompiledArticle>; errors: ContentError[] }> {
  const articles = new Map<string, CompiledArticle>();
  const errors: ContentError[] = [];
  for (const file of articleFiles(corpus)) {
    const result = await compileArticleFile(contentRoot, file, cache);
    if (result.article) articles.set(file, result.article);
    errors.push(...result.errors);
  }
  return { articles, errors };
}
