/**
 * A remark plugin that resolves every `<Resource>` while the MDX is compiled: it adds the link
 * (`href`) and the source label's tooltip (`sourceDescription`) to the element, so the page's
 * JavaScript carries two short strings per resource instead of the book page tables and site
 * list that produce them (see content-model/resource.ts for the rules).
 *
 * Registered in gatsby-config.ts (the site) and in the live preview's compiler, so both render
 * the same thing. It works on the MDX syntax tree only: no Gatsby, React or browser globals.
 */
import type { Content, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { formatContentError } from '../content-model/errors';
import { toResourceLink } from '../content-model/resource';

/** What the compiled `<Resource>` receives besides its authored props. */
export interface ResolvedResourceProps {
  /** Where the title links: a book's page, a site path made absolute, or the authored URL. */
  href?: string;
  /** Tooltip of the source label: the book's title and author, or the site's name. */
  sourceDescription?: string;
}

export interface ResourceLinksOptions {
  /**
   * true (the site's build): a resource that cannot be resolved stops the compile with the
   * validator's message. false (the live preview, where drafts are often half-typed): the
   * resource keeps its authored `url` as the link, and the preview's error list explains.
   */
  strict?: boolean;
}

/** Any node of the MDX syntax tree (mdast-util-mdx-jsx adds the JSX elements to mdast's). */
type TreeNode = Root | Content;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The attributes this plugin owns: an authored value for them is replaced. */
const RESOLVED_NAMES: ReadonlySet<string> = new Set<keyof ResolvedResourceProps>([
  'href',
  'sourceDescription',
]);

/** Marks an attribute written as an expression the build cannot evaluate, e.g. `url={base + x}`. */
const DYNAMIC = Symbol('dynamic');

function isResource(node: TreeNode): node is JsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    node.name === 'Resource'
  );
}

/** A string attribute's value; `{"literal"}` counts as a string, as in the validator. */
function readString(element: JsxElement, name: string): string | undefined | typeof DYNAMIC {
  const attribute = element.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (!attribute) return undefined;
  const { value } = attribute;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const literal = /^\s*(["'`])([^"'`]*)\1\s*$/.exec(value.value);
    if (literal) return literal[2];
  }
  return DYNAMIC;
}

function setResolved(element: JsxElement, props: ResolvedResourceProps): void {
  element.attributes = element.attributes.filter(
    (a) => !(a.type === 'mdxJsxAttribute' && RESOLVED_NAMES.has(a.name)),
  );
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'string')
      element.attributes.push({ type: 'mdxJsxAttribute', name, value });
  }
}

/** The file as the validator names it: relative to the working directory when inside it. */
function toFileName(file: { path?: string; cwd?: string }): string {
  const path = file.path ?? '(MDX)';
  const prefix = file.cwd ? `${file.cwd.replace(/\/$/, '')}/` : undefined;
  return prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

function resolveResource(
  element: JsxElement,
  strict: boolean,
  file: { path?: string; cwd?: string },
): void {
  const source = readString(element, 'source');
  const title = readString(element, 'title');
  const url = readString(element, 'url');
  const fail = (message: string, hint: string): never => {
    const line = element.position?.start.line;
    throw new Error(formatContentError({ file: toFileName(file), line, message, hint }));
  };
  if (typeof source !== 'string' || typeof title !== 'string' || url === DYNAMIC) {
    if (strict) {
      fail(
        '<Resource> needs "source", "title" and "url" written as plain strings, so the build can resolve its link.',
        'Write each as name="value".',
      );
    }
    return; // The preview's checks report it; the title shows without a link.
  }
  const result = toResourceLink({ source, title, url });
  if (result.ok) {
    setResolved(element, {
      href: result.link.url,
      sourceDescription: result.link.sourceDescription,
    });
  } else if (strict) {
    fail(result.message, result.hint);
  } else {
    setResolved(element, { href: url });
  }
}

function visitResources(node: TreeNode, visit: (element: JsxElement) => void): void {
  if (isResource(node)) visit(node);
  if ('children' in node) for (const child of node.children) visitResources(child, visit);
}

export function remarkResourceLinks(options: ResourceLinksOptions = {}) {
  const strict = options.strict ?? true;
  return (tree: TreeNode, file: { path?: string; cwd?: string }): void => {
    visitResources(tree, (element) => resolveResource(element, strict, file));
  };
}
