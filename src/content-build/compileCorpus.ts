/**
 * Every module's and solution's MDX compiled by the site's one compiler (src/mdx/compileArticle.ts,
 * with the build's options), and every problem it finds turned into a content error with file,
 * line and fix. The build (src/gatsby/content.ts) and `npm run validate` both call this, so a file
 * that validates is a file the build compiles. Compiled articles may be kept in a cache (Gatsby's,
 * in the build) under the text's hash, so a warm build compiles only what changed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Corpus } from '../content-model/corpus';
import type { ContentError } from '../content-model/errors';
import type { Article } from '../mdx/article';
import type { ArticleImage } from '../mdx/articleImages';
import type { ArticleProblem } from '../mdx/articleProblem';
import { compileArticle, type CompileArticleResult } from '../mdx/compileArticle';
import { resolveArticleImages, type ImageAsset } from './articleImages';

export interface CompiledArticle extends Article {
  /** Content hash: names the article's HTML file. */
  hash: string;
}

/**
 * What the compiler's output depends on besides the text: its own code (src/mdx/, the content
 * model that resolves resources, and this layer, which names the articles) and the installed
 * packages (the lockfile). Part of every cache key, so that no build reuses an article compiled
 * by other code.
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
  const dirs = ['src/mdx', 'src/content-model', 'src/content-build'].map((dir) =>
    join(siteRoot, dir),
  );
  const files = dirs
    .flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)))
    .filter((file) => file.endsWith('.ts'))
    .sort();
  for (const file of [...files, join(siteRoot, 'package-lock.json')]) {
    hash.update(file.slice(siteRoot.length)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Where compiled articles are kept between builds (Gatsby's cache has this shape). */
export interface ArticleCache {
  store: { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> };
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

/** The build's options: strict, so a `<Resource>` that cannot be resolved is an error. */
export const compileJob = ({ file, text }: CompileJob): CompileArticleResult =>
  compileArticle(text, { path: file, strictResources: true });

export const compileHere: CompileMany = async (jobs) => jobs.map(compileJob);

/** A fix for what the compiler's message leaves unsaid. */
function hintFor(message: string): string {
  if (message.startsWith('KaTeX cannot render')) {
    return 'Correct the TeX between the dollar signs (KaTeX lists what it supports at https://katex.org/docs/supported.html).';
  }
  if (/to create a comment in MDX/.test(message)) {
    return 'Write the comment as {/* … */}: MDX has no <!-- --> comments.';
  }
  if (/is not a widget/.test(message)) {
    return 'Use a widget of docs/authoring.md, section 7, or write the text without the tag.';
  }
  if (/expressions are not evaluated/.test(message)) {
    return 'Write the value as text or a literal; nothing in {…} is run.';
  }
  return 'Fix the MDX at that place (docs/authoring.md, section 7, lists what the compiler accepts).';
}

/**
 * A compiler problem as a content error. Some plugins (the resource links) throw an error already
 * formatted as `file:line: message\n  Fix: hint`: its parts are read back.
 */
export function toContentError(file: string, problem: ArticleProblem): ContentError {
  let { line, column, message } = problem;
  let hint: string | undefined;
  if (message.startsWith(`${file}:`)) {
    const match = /^(\d+)(?::(\d+))?(?: \([^)]*\))?: /.exec(message.slice(file.length + 1));
    if (match) {
      line ??= Number(match[1]);
      if (match[2]) column ??= Number(match[2]);
    }
    message = message.slice(file.length + 1 + (match?.[0].length ?? 0));
  }
  const fix = message.indexOf('\n  Fix: ');
  if (fix >= 0) {
    hint = message.slice(fix + '\n  Fix: '.length);
    message = message.slice(0, fix);
  }
  return { file, line, column, message, hint: hint ?? hintFor(message) };
}

/** What the compiler gives for a file that compiled, as the cache keeps it: images not in place. */
interface CompiledText {
  article: Article;
  images: ArticleImage[];
}

/** A compiled file as the compile cache keeps it, or its problems as content errors. */
function toCompiled(
  file: string,
  result: CompileArticleResult,
): { compiled?: CompiledText; errors: ContentError[] } {
  if (!result.ok) return { errors: result.problems.map((p) => toContentError(file, p)) };
  return { compiled: { article: result.article, images: result.images }, errors: [] };
}

/** The article with its images in place, named by what it then holds. */
async function toCompiledArticle(
  root: string,
  file: string,
  { article, images }: CompiledText,
): Promise<{ article: CompiledArticle; assets: ImageAsset[]; errors: ContentError[] }> {
  const resolved = await resolveArticleImages(root, file, article, images);
  // Named by what it holds: a browser may keep an article's HTML file for good.
  const hash = sha256(JSON.stringify(resolved.article.html)).slice(0, 20);
  return { ...resolved, article: { ...resolved.article, hash } };
}

export interface CompileCorpusOptions {
  /** Where the tree was read: images are found relative to their MDX file under it. */
  root?: string;
  cache?: ArticleCache;
  compile?: CompileMany;
}

/**
 * Every MDX file of the corpus compiled (every module and solution that was read, including those
 * whose frontmatter or lists have errors, so one run reports everything), by file, with every
 * problem found across all files and the resized images the articles use. Only the files the
 * cache does not hold are compiled, all at once by `compile`.
 */
export async function compileCorpus(
  corpus: Corpus,
  options: CompileCorpusOptions = {},
): Promise<{
  articles: Map<string, CompiledArticle>;
  images: ImageAsset[];
  errors: ContentError[];
}> {
  const { root = '.', cache, compile = compileHere } = options;
  const jobs = [...corpus.texts].map(([file, text]) => ({ file, text }));
  const keys = jobs.map(({ text }) => cache && `article-${sha256(cache.fingerprint + text)}`);
  const cached = await Promise.all(
    keys.map((key) =>
      key && cache ? (cache.store.get(key) as Promise<CompiledText | undefined>) : undefined,
    ),
  );
  const missing = jobs.filter((_, i) => !cached[i]);
  const results = await compile(missing);
  const fresh = new Map(missing.map((job, i) => [job.file, toCompiled(job.file, results[i])]));

  const articles = new Map<string, CompiledArticle>();
  const images = new Map<string, ImageAsset>();
  const errors: ContentError[] = [];
  for (const [i, { file }] of jobs.entries()) {
    const result = cached[i] ? { compiled: cached[i], errors: [] } : fresh.get(file)!;
    errors.push(...result.errors);
    if (!result.compiled) continue;
    const key = keys[i];
    if (!cached[i] && key && cache) await cache.store.set(key, result.compiled);
    const built = await toCompiledArticle(root, file, result.compiled);
    errors.push(...built.errors);
    if (built.errors.length > 0) continue;
    articles.set(file, built.article);
    for (const asset of built.assets) images.set(asset.name, asset);
  }
  return { articles, images: [...images.values()], errors };
}
