/**
 * The one MDX compiler of the site: an MDX file's text → an Article (article.ts). The build runs
 * it once per file (src/gatsby/articles.ts); the live preview runs the same function in the
 * browser, so a draft renders exactly as its page will.
 *
 * It is MDX 2's own front end (remark-parse + remark-mdx, then MDX's unravelling of paragraphs
 * that hold only JSX, then remark-rehype passing MDX's nodes through, as @mdx-js/mdx does) with
 * the site's plugins: GFM tables, `$…$` math rendered by KaTeX at build time, heading ids, and
 * each `<Resource>` resolved to its link, each image checked and left as a marker
 * (articleImages.ts: what fills it depends on who can read the file). It stops at the HTML tree, which hastToArticle turns
 * into data: no JavaScript is generated, evaluated or bundled per article.
 *
 * Browser-safe: no Node APIs. The packages are ESM-only; Node 20.19+ loads them with require().
 */
import { nodeTypes } from '@mdx-js/mdx';
import { remarkMarkAndUnravel } from '@mdx-js/mdx/lib/plugin/remark-mark-and-unravel.js';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { remarkDisplayMath } from './remarkDisplayMath';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { Article } from './article';
import { toArticleProblem, type ArticleProblem } from './articleProblem';
import { blankFrontmatter } from './blankFrontmatter';
import { IMAGE_MESSAGE_SOURCE, rehypeArticleImages, type ArticleImage } from './articleImages';
import { hastToArticle } from './hastToArticle';
import { KATEX_MESSAGE_SOURCE, rehypeKatexHtml } from './rehypeKatexHtml';
import { rehypeTableScroll } from './rehypeTableScroll';
import { remarkResourceLinks } from './remarkResourceLinks';

export interface CompileOptions {
  /**
   * true (the build): a `<Resource>` that cannot be resolved is an error. false (the live
   * preview, where drafts are half-typed): it keeps its authored url.
   */
  strictResources?: boolean;
  /** The file's path, for messages. */
  path?: string;
}

export type CompileArticleResult =
  | {
      ok: true;
      /** Each image is a marker in `article.html` until it is filled (articleImages.ts). */
      article: Article;
      /** The article's images, by marker index. */
      images: ArticleImage[];
    }
  | { ok: false; problems: ArticleProblem[] };

function createProcessor(strictResources: boolean) {
  // One list, typed loosely: unified's types cannot follow a chain that switches from the
  // Markdown tree to the HTML tree (remark-rehype) across these packages' versions.
  const plugins = [
    remarkParse,
    remarkMdx,
    remarkMarkAndUnravel,
    remarkGfm,
    remarkMath,
    remarkDisplayMath,
    [remarkResourceLinks, { strict: strictResources }],
    // A code block's meta (what follows the language: ```cpp run=sum-range) goes to the `code`
    // element's `data`, never its attributes, so it is not rendered: `run` marks a snippet for
    // check:solutions (content-model/snippets.ts) and nothing on the page depends on it.
    [remarkRehype, { allowDangerousHtml: true, passThrough: [...nodeTypes] }],
    rehypeKatexHtml,
    rehypeArticleImages,
    rehypeTableScroll,
    rehypeSlug,
  ] as unknown as PluggableList;
  return unified().use(plugins);
}

const processors = new Map<boolean, ReturnType<typeof createProcessor>>();

export function compileArticle(text: string, options: CompileOptions = {}): CompileArticleResult {
  const strict = options.strictResources ?? true;
  let processor = processors.get(strict);
  if (!processor) {
    processor = createProcessor(strict);
    processors.set(strict, processor);
  }
  const file = new VFile({ value: blankFrontmatter(text), path: options.path });
  let tree: Root;
  try {
    tree = processor.runSync(processor.parse(file), file) as unknown as Root;
  } catch (cause) {
    return { ok: false, problems: [toArticleProblem(cause)] };
  }
  const rejected = file.messages
    .filter(
      (message) =>
        message.source === KATEX_MESSAGE_SOURCE || message.source === IMAGE_MESSAGE_SOURCE,
    )
    .map(toArticleProblem);
  if (rejected.length > 0) return { ok: false, problems: rejected };
  const { article, problems } = hastToArticle(tree, (node) =>
    toHtml(node, { allowDangerousHtml: true }),
  );
  const images = (file.data.images as ArticleImage[] | undefined) ?? [];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, article, images };
}
