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
 * With `runtime` set (the site's build), the strings leave the page's JavaScript as well: each
 * block becomes a `StaticBlock` that refers to its string by index, and the strings go to a chunk
 * of their own (a `data:` JSON module that webpack splits off). The page the visitor opens never
 * fetches that chunk, because its HTML is already in the document; see
 * src/components/mdx/StaticBlock.tsx for who loads it and when.
 *
 * The serialiser is passed in (gatsby-config.ts hands it hast-util-to-html) so that this file has
 * no ESM-only imports.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { ArrowFunctionExpression, Expression, ImportSpecifier, Program } from 'estree-jsx';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';

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
  /**
   * Module exporting `StaticBlock` and `staticHtmlSource` (src/components/mdx/StaticBlock.tsx).
   * Unset: each block keeps its HTML inline, in `dangerouslySetInnerHTML`.
   */
  runtime?: string;
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

/** What the plugin leaves in place of a static element: no children, just attributes. */
type JsxElement = MdxJsxFlowElementHast & { children: [] };

/** Every node of the tree, MDX's own kinds included. */
type AnyNode = Root | RootContent;

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
function toJsxAttributes(node: Element): MdxJsxAttribute[] | null {
  const attributes: MdxJsxAttribute[] = [];
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    const name = KEPT_PROPERTIES[key];
    if (!name) return null;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    attributes.push({ type: 'mdxJsxAttribute', name, value: text });
  }
  return attributes;
}

/** An attribute whose value is a JavaScript expression, with the estree MDX compiles from. */
function expressionAttribute(
  name: string,
  source: string,
  expression: Expression,
): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression }],
        },
      },
    },
  };
}

/** `dangerouslySetInnerHTML={{__html: html}}`. */
function innerHtmlAttribute(html: string): MdxJsxAttribute {
  return expressionAttribute('dangerouslySetInnerHTML', `{__html: ${JSON.stringify(html)}}`, {
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
  });
}

/** Local names the compiled module gets; the underscore keeps them clear of authors' names. */
const BLOCK = '_StaticBlock';
const SOURCE_FACTORY = '_staticHtmlSource';
const SOURCE = '__staticHtml';

/** `<_StaticBlock tag="p" … source={__staticHtml} index={i} />` */
function blockElement(tagName: string, attributes: MdxJsxAttribute[], index: number): JsxElement {
  return {
    type: 'mdxJsxFlowElement',
    name: BLOCK,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'tag', value: tagName },
      ...attributes,
      expressionAttribute('source', SOURCE, { type: 'Identifier', name: SOURCE }),
      expressionAttribute('index', String(index), { type: 'Literal', value: index }),
    ],
    children: [],
  };
}

/**
 * The module's head:
 * `import {StaticBlock as _StaticBlock, staticHtmlSource as _staticHtmlSource} from runtime;`
 * `export const __staticHtml = await _staticHtmlSource(() => import("data:application/json;…"));`
 * MDX accepts only imports and exports in ESM, hence the export.
 */
function moduleHead(runtime: string, strings: readonly string[]): MdxjsEsmHast {
  const json = JSON.stringify(strings);
  const url = `data:application/json;base64,${Buffer.from(json, 'utf8').toString('base64')}`;
  const specifier = (imported: string, local: string): ImportSpecifier => ({
    type: 'ImportSpecifier',
    imported: { type: 'Identifier', name: imported },
    local: { type: 'Identifier', name: local },
  });
  const load: ArrowFunctionExpression = {
    type: 'ArrowFunctionExpression',
    params: [],
    body: { type: 'ImportExpression', source: { type: 'Literal', value: url } },
    expression: true,
    async: false,
    generator: false,
  };
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [
          specifier('StaticBlock', BLOCK),
          specifier('staticHtmlSource', SOURCE_FACTORY),
        ],
        source: { type: 'Literal', value: runtime },
        attributes: [],
      },
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name: SOURCE },
              init: {
                type: 'AwaitExpression',
                argument: {
                  type: 'CallExpression',
                  callee: { type: 'Identifier', name: SOURCE_FACTORY },
                  arguments: [load],
                  optional: false,
                },
              },
            },
          ],
        },
      },
    ],
  };
  const value =
    `import {StaticBlock as ${BLOCK}, staticHtmlSource as ${SOURCE_FACTORY}} from ${JSON.stringify(runtime)};\n` +
    `export const ${SOURCE} = await ${SOURCE_FACTORY}(() => import("data:application/json;base64,…"));`;
  return { type: 'mdxjsEsm', value, data: { estree } };
}

/** Where collapsed blocks put their HTML: inline, or in the list that becomes the chunk. */
type Sink = (html: string, tagName: string, attributes: MdxJsxAttribute[]) => JsxElement;

const inline: Sink = (html, tagName, attributes) => ({
  type: 'mdxJsxFlowElement',
  name: tagName,
  attributes: [...attributes, innerHtmlAttribute(html)],
  children: [],
});

/** The collapsed form of a static element, or null when it is not worth or not safe to collapse. */
function collapse(node: Element, walk: Walk): JsxElement | null {
  if (!hasElementChild(node) && !(walk.textOnly && textLength(node) >= MIN_TEXT_BLOCK)) return null;
  const attributes = toJsxAttributes(node);
  if (!attributes) return null;
  return walk.sink(walk.toHtml(node.children), node.tagName, attributes);
}

/**
 * With a runtime, a text-only element this long (a paragraph, not a short heading) is worth a
 * block too: its text leaves the page's JavaScript. Inline, it would gain nothing.
 */
const MIN_TEXT_BLOCK = 80;

function textLength(node: Element): number {
  return node.children.reduce(
    (sum, child) => sum + (child.type === 'text' ? child.value.length : 0),
    0,
  );
}

interface Walk {
  toHtml: ToHtml;
  tags: ReadonlySet<string>;
  sink: Sink;
  /** Whether text-only elements may become blocks. */
  textOnly: boolean;
}

function visit(parent: { children: AnyNode[] }, walk: Walk) {
  const children = parent.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.type === 'element' && walk.tags.has(child.tagName)) continue;
    if (child.type === 'element' && isStatic(child, walk.tags)) {
      const collapsed = collapse(child, walk);
      if (collapsed) {
        children[i] = collapsed;
        continue;
      }
    }
    if ('children' in child) visit(child, walk);
  }
}

export default function rehypeStaticHtml(options: StaticHtmlOptions) {
  const tags = new Set(options.componentTags ?? REGISTRY_HTML_TAGS);
  const { toHtml, runtime } = options;
  return (tree: Root): void => {
    if (!runtime) {
      visit(tree, { toHtml, tags, sink: inline, textOnly: false });
      return;
    }
    const strings: string[] = [];
    const sink: Sink = (html, tagName, attributes) => {
      strings.push(html);
      return blockElement(tagName, attributes, strings.length - 1);
    };
    visit(tree, { toHtml, tags, sink, textOnly: true });
    if (strings.length === 0) return;
    tree.children.unshift(moduleHead(runtime, strings));
  };
}
