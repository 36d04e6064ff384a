/**
 * After the build: each article's HTML where the browser gets it.
 *
 * - Into the page's HTML file. The server render has only the article's tree (page data carries
 *   no article text: a page opened directly would download it twice), so it leaves a marker in
 *   each static block (StaticBlock's `blockMarker`); here each marker becomes the block's HTML.
 * - Into `/articles/<hash>.json`, for a page reached by a link (src/components/mdx/Article.tsx).
 *   Named by content hash, so a file never changes once served; files of articles that no longer
 *   exist are removed.
 *
 * Both assumptions are checked: a page that should hold an article but whose file is missing, or
 * a marker with no block of that index, stops the build instead of shipping an empty article.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOCK_MARKER_PATTERN } from '../mdx/article';
import { ARTICLES_DIR, type CompiledArticle } from './articles';

export interface ArticlePage {
  /** The page's path, e.g. `/bronze/prefix-sums`. */
  path: string;
  article: CompiledArticle;
}

/** `public/<path>/index.html`, as Gatsby writes a page with trailingSlash 'never'. */
const htmlFileOf = (publicDir: string, path: string) => join(publicDir, path, 'index.html');

/** The page's HTML with every block marker replaced; throws on a marker it cannot fill. */
export function fillBlockMarkers(html: string, article: CompiledArticle, where: string): string {
  return html.replace(BLOCK_MARKER_PATTERN, (_marker, index: string) => {
    const block = article.html[Number(index)];
    if (block === undefined) {
      throw new Error(
        `${where}: the page has a marker for static block ${index}, but its article has ${article.html.length} blocks. The page was rendered from another version of the article: run \`npm run clean\` and build again.`,
      );
    }
    return block;
  });
}

export function writeArticleFiles(
  publicDir: string,
  pages: readonly ArticlePage[],
): { filled: number } {
  const dir = join(publicDir, ARTICLES_DIR);
  mkdirSync(dir, { recursive: true });
  const wanted = new Set<string>();
  let filled = 0;
  for (const { path, article } of pages) {
    const name = `${article.hash}.json`;
    wanted.add(name);
    if (!existsSync(join(dir, name))) {
      writeFileSync(join(dir, name), JSON.stringify({ html: article.html }));
    }
    const file = htmlFileOf(publicDir, path);
    if (!existsSync(file)) {
      throw new Error(
        `The build wrote no page for ${path} (looked for ${file}); its article cannot be filled in.`,
      );
    }
    const html = readFileSync(file, 'utf8');
    // A page Gatsby did not render again in this build was filled by an earlier one.
    if (!html.includes('<!--article-block:')) continue;
    writeFileSync(file, fillBlockMarkers(html, article, path));
    filled += 1;
  }
  for (const name of readdirSync(dir)) {
    if (!wanted.has(name)) rmSync(join(dir, name));
  }
  return { filled };
}
