/**
 * A rehype plugin for MDX that turns static stretches of an article into HTML strings.
 *
 * MDX compiles every HTML element of a page into a React element, so the browser hydrates one
 * React node per element. Most of an article never changes after the build: prose, tables and
 * above all KaTeX math, where one `$x_i$` is a dozen nested spans (a module with 70 formulas
 * carried ~2,500 of them). This plugin finds each largest subtree that has no MDX component, no
 * expression and no element the MDX registry overrides (`pre`, for code blocks), serialises its
 * content once at build time, and leaves one element with `dangerouslySetInnerHTML` in its place.
 * The HTML the server sends is unchanged; React hydrates one node where it used to walk dozens.
 *
 * The serialiser is passed in (gatsby-config.ts hands it hast-util-to-html) so that this file has
 * no ESM-only imports.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** The subset of hast-util-to-html this plugin calls. */
export type ToHtml = (tree: Root | ElementContent | ElementContent[]) => string;

/**
 * HTML tags the MDX registry (src/components/mdx/registry.tsx) maps to components; a unit test
 * keeps the two in step.
 */
export const REGISTRY_HTML_TAGS: readonly string[] = ['pre'];

export interface StaticHtmlOptions {
  toHtml: ToHtml;
  /** Elements the MDX registry maps to components: never collapsed, never entered. */
  componentTags?: readonly string[];
}

/** Properties copied onto the kept element, as React names them. */
const KEPT_PROPERTIES: Record<string, string> = {
  className: 'className',
  id: 'id',
  title: 'title',
  lang: 'lang',
  dir: 'dir',
  ariaHidden: 'aria-hidden',
  ariaLabel: 'aria-label',
  role: 'role',
};

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | JsxExpressionValue;
}

interface JsxExpressionValue {
  type: 'mdxJsxAttributeValueExpression';
  value: string;
  data: { estree: unknown };
}

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: JsxAttribute[];
  children: [];
}

type AnyNode = Root | RootContent | JsxElement;

/** True when the subtree is plain HTML this plugin may serialise (MDX nodes and `pre` are not). */
function isStatic(node: AnyNode, componentTags: ReadonlySet<string>): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  if (componentTags.has(node.tagName)) return false;
  return node.children.every((child) => isStatic(child, componentTags));
}

function hasElementChild(node: Element): boolean {
  return node.children.some((child) => child.type === 'element');
}

/** The element's own attributes as JSX attributes, or null if one cannot be carried over. */
function toJsxAttributes(node: Element): JsxAttribute[] | null {
  const attributes: JsxAttribute[] = [];
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    const name = KEPT_PROPERTIES[key];
    if (!name) return null;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    attributes.push({ type: 'mdxJsxAttribute', name, value: text });
  }
  return attributes;
}

/** `dangerouslySetInnerHTML={{__html: html}}`, with the estree MDX compiles from. */
function innerHtmlAttribute(html: string): JsxAttribute {
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: object }],
        },
      },
    },
  };
}

/** The collapsed form of a static element, or null when it is not worth or not safe to collapse. */
function collapse(node: Element, toHtml: ToHtml): JsxElement | null {
  if (!hasElementChild(node)) return null;
  const attributes = toJsxAttributes(node);
  if (!attributes) return null;
  return {
    type: 'mdxJsxFlowElement',
    name: node.tagName,
    attributes: [...attributes, innerHtmlAttribute(toHtml(node.children))],
    children: [],
  };
}

function visit(parent: Root | Element, options: Required<StaticHtmlOptions>, tags: Set<string>) {
  const children = parent.children as AnyNode[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.type !== 'element' && !('children' in child)) continue;
    if (child.type === 'element' && tags.has(child.tagName)) continue;
    if (child.type === 'element' && isStatic(child, tags)) {
      const collapsed = collapse(child, options.toHtml);
      if (collapsed) {
        children[i] = collapsed;
        continue;
      }
    }
    if ('children' in child && Array.isArray(child.children)) {
      visit(child as Element, options, tags);
    }
  }
}

export default function rehypeStaticHtml(options: StaticHtmlOptions) {
  const resolved: Required<StaticHtmlOptions> = {
    componentTags: REGISTRY_HTML_TAGS,
    ...options,
  };
  const tags = new Set(resolved.componentTags);
  return (tree: Root): void => {
    visit(tree, resolved, tags);
  };
}
