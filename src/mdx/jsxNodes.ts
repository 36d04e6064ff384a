/**
 * The MDX JSX elements of a compiled hast tree (`<Quiz>`, `<Hints>`, …), as every pass of the
 * article compiler recognises them.
 */
import type { ElementContent, Root, RootContent } from 'hast';
import type {
  MdxJsxAttribute,
  MdxJsxFlowElementHast,
  MdxJsxTextElementHast,
} from 'mdast-util-mdx-jsx';
import type { ArticleNode } from './article';

/** A JSX element, standing as a block (flow) or inside a paragraph (text). */
export type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Any node below the root. */
export type HastChild = RootContent | ElementContent;

/**
 * Turns the hast children of a JSX element into article nodes. `parent` is the element they
 * belong to, so that a part out of its place is reported against its real parent.
 */
export type ToChildren = (nodes: HastChild[], parent: JsxElement) => ArticleNode[];

export const isJsx = (node: HastChild | Root): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

export const isJsxTag = (node: HastChild | Root, name: string): node is JsxElement =>
  isJsx(node) && node.name === name;

/** A written attribute of an element (`name="…"` or a bare `name`), not a `{...spread}`. */
export const jsxAttribute = (node: JsxElement, name: string): MdxJsxAttribute | undefined =>
  node.attributes.find(
    (attribute): attribute is MdxJsxAttribute =>
      attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );

/** An attribute written as a bare word (`correct`), with no value. */
export const isBare = (attribute: MdxJsxAttribute): boolean =>
  attribute.value === null || attribute.value === undefined;

/**
 * Whether a bare flag such as `correct` is set. Written with a value (`correct="yes"`) it is
 * not: the quiz check reports it, and the page must not show what the check refused.
 */
export function isFlagSet(node: JsxElement, name: string): boolean {
  const attribute = jsxAttribute(node, name);
  return attribute !== undefined && isBare(attribute);
}
