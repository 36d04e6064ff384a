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
import { compileArticle, type CompileArticleResult } from '../mdx/compileArticle';
import { articleFiles, type CompiledArticle } from './articles';

/**
 * What the compiler's output depends on besides the text: its own code (src/mdx/, and the content
 * model that resolves resources) and the installed packages (the lockfile). Part of every cache
 * key, so that no build reuses an article compiled by other code.
 */
export function compilerFingerprint(siteRoot: string): string {
  // The code does not change while a build runs: hashed once per process.
  let fingerprint = fingerprints.get(siteRoot);
  if (!fingerprint) {
    fingerprint = hashCompiler(siteRoot);
    fingerprints.set(siteRoot, fingerprint);
  }
  return fingerprint;
}

const fingerprints = new Map<string, string>();

function hashCompiler(siteRoot: string): string {
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

/** One file to compile: its path (for messages) and its text. */
export interface CompileJob {
  file: string;
  text: string;
}

/** Compiles files, in order: here (compileHere), or spread over threads (compileInWorkers.ts). */
export type CompileMany = (jobs: readonly CompileJob[]) => Promise<CompileArticleResult[]>;

export const compileHere: CompileMany = async (jobs) =>
  jobs.map(({ file, text }) => compileArticle(text, { path: file }));

/** A compiled file as the build keeps it, or its problems as content errors. */
function toCompiled(
  file: string,
  result: CompileArticleResult,
): { article?: CompiledArticle; errors: ContentError[] } {
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
  return { article: { ...result.article, hash }, errors: [] };
}

/**
 * Every article of the corpus by file, and every problem found, across all files. Only the files
 * the cache does not hold are compiled, all at once by `compile`.
 */
export async function compileArticles(
  corpus: Corpus,
  cache?: ArticleCache,
  compile: CompileMany = compileHere,
): Promise<{ articles: Map<string, CompiledArticle>; errors: ContentError[] }> {
  const jobs = articleFiles(corpus).map((file) => {
    const text = corpus.texts.get(file);
    if (text === undefined) throw new Error(`${file} is in the corpus but was never read.`);
    return { file, text };
  });
  const keys = jobs.map(({ text }) => cache && `article-${sha256(cache.fingerprint + text)}`);
  const cached = await Promise.all(
    keys.map((key) =>
      key && cache ? (cache.store.get(key) as Promise<CompiledArticle | undefined>) : undefined,
    ),
  );
  const missing = jobs.filter((_, i) => !cached[i]);
  const results = await compile(missing);
  const fresh = new Map(missing.map((job, i) => [job.file, toCompiled(job.file, results[i])]));

  const articles = new Map<string, CompiledArticle>();
  const errors: ContentError[] = [];
  for (const [i, { file }] of jobs.entries()) {
    const compiled = cached[i] ? { article: cached[i], errors: [] } : fresh.get(file)!;
    if (compiled.article) {
      articles.set(file, compiled.article);
      const key = keys[i];
      if (!cached[i] && key && cache) await cache.store.set(key, compiled.article);
    }
    errors.push(...compiled.errors);
  }
  return { articles, errors };
}
