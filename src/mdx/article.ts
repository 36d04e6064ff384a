/**
 * An article (a module's or a solution's MDX body) as data: what the build compiles each MDX file
 * into once, what page data carries to the module and solution templates, and what
 * src/components/mdx/Article.tsx renders. Webpack never sees an MDX file, so the JavaScript a page
 * loads and the time a build takes do not grow with the number of articles.
 *
 * The article is a tree of three kinds of node:
 * - a string: text;
 * - a static block (`{ b, tag, attrs }`): an element whose whole content is HTML that never changes
 *   after the build (prose, tables, KaTeX math), kept as a string in `html[b]`;
 * - an element (`{ tag, props, children }`): a widget from the MDX registry, or an HTML element
 *   with a widget somewhere inside.
 *
 * The `html` strings travel apart from the tree: the HTML of the page a student opens already holds
 * them, so that page's data does not carry them again (see src/gatsby/articleFiles.ts).
 */

/** A widget attribute as the author wrote it: a string, a bare attribute (true), or a literal. */
export type ArticleProp =
  | string
  | number
  | boolean
  | null
  | readonly ArticleProp[]
  | { readonly [key: string]: ArticleProp };

export interface ArticleBlock {
  /** Index of the block's inner HTML in `Article.html`. */
  b: number;
  tag: string;
  attrs?: Record<string, string>;
}

export interface ArticleElement {
  tag: string;
  props?: Record<string, ArticleProp>;
  children?: ArticleNode[];
}

export type ArticleNode = string | ArticleBlock | ArticleElement;

export interface ArticleTree {
  /** The body's top-level nodes. */
  tree: ArticleNode[];
  /** Whether the article has KaTeX math (its page links KaTeX's stylesheet). */
  hasMath: boolean;
}

export interface Article extends ArticleTree {
  /** Every static block's inner HTML, by index. */
  html: string[];
}

export function isBlock(node: ArticleNode): node is ArticleBlock {
  return typeof node === 'object' && 'b' in node;
}

/**
 * An article as its page receives it: the tree, how many static blocks it has, and where their
 * HTML is served (src/gatsby/articleFiles.ts). `html` is there only where no built HTML holds it:
 * `gatsby develop` and the live preview.
 */
export interface ArticleData extends ArticleTree {
  blocks: number;
  htmlUrl: string;
  html?: string[];
  /**
   * `gatsby develop` only: the content errors of the last edit, each with its file and line. The
   * page shows them over the last version that compiled, until they are fixed.
   */
  errors?: string[];
}

/**
 * What the server renders in a static block whose HTML it does not have: an HTML comment that
 * the build replaces with the block's HTML (src/gatsby/articleFiles.ts). Authored text can never
 * produce it: the article's own `<` are escaped, and MDX has no HTML comments.
 */
export const blockMarker = (index: number): string => `<!--article-block:${index}-->`;
export const BLOCK_MARKER_PATTERN = /<!--article-block:(\d+)-->/g;
