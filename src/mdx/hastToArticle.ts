/**
 * The last step of the article compiler (compileArticle.ts): the HTML syntax tree that remark and
 * rehype leave (MDX's JSX nodes still in it) becomes an Article (article.ts).
 *
 * Every largest subtree with no widget, no expression and no element the widget registry renders
 * itself (`pre`, for code blocks) becomes one static block: its inner HTML serialised once, here,
 * at build time. A page's JavaScript then walks one node where a paragraph of math has dozens of
 * spans, and its page data refers to the HTML instead of carrying it.
 *
 * The serialiser is passed in so that this file imports nothing ESM-only (Jest runs it as is).
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { Article, ArticleElement, ArticleNode } from './article';
import type { ArticleProblem } from './articleProblem';
import { suggest } from '../content-model/errors';
import { HINT_TAG, HINTS_TAG } from '../content-model/hintTags';
import { checkHintLadder, strayHintProblem } from './hintLadder';
import { toAttributes, toWidgetProps } from './props';
import { QUIZ_PART_PLACE, QUIZ_PART_TAGS, checkQuiz } from './quiz';
import { toQuizElement } from './quizMarkup';
import { toHintLadder } from './hintMarkup';
import { WIDGET_NAMES } from './widgets';
import { isJsxTag } from './jsxNodes';

/** The subset of hast-util-to-html this step calls. */
export type ToHtml = (tree: Root | ElementContent | ElementContent[]) => string;

/**
 * HTML tags the widget registry (src/components/mdx/registry.tsx) maps to components; a unit
 * test keeps the two in step. Never collapsed into a block, since their component renders them.
 */
export const REGISTRY_HTML_TAGS: readonly string[] = ['pre'];

/** Every node the tree may hold, MDX's kinds included. */
type AnyNode = Root | RootContent;

/**
 * A text-only element this long (a paragraph, not a short heading) is worth a block of its own:
 * its text leaves the page data. A shorter one stays an element with its text.
 */
const MIN_TEXT_BLOCK = 80;

/** Parents whose whitespace-only text children carry nothing (and React warns about some). */
const FLOW_PARENTS = new Set([
  'root',
  'mdxJsxFlowElement',
  'ul',
  'ol',
  'table',
  'thead',
  'tbody',
  'tr',
]);

function isStatic(node: AnyNode, registryTags: ReadonlySet<string>): boolean {
  // `raw`: a formula's HTML as KaTeX wrote it (rehypeKatexHtml.ts).
  if (node.type === 'text' || (node.type as string) === 'raw') return true;
  if (node.type !== 'element') return false;
  if (registryTags.has(node.tagName)) return false;
  return node.children.every((child) => isStatic(child, registryTags));
}

function textLength(node: Element): number {
  return node.children.reduce(
    (n, child) => n + (child.type === 'text' ? child.value.length : 0),
    0,
  );
}

interface Walk {
  toHtml: ToHtml;
  registryTags: ReadonlySet<string>;
  html: string[];
  problems: ArticleProblem[];
  hasMath: boolean;
}

function report(
  walk: Walk,
  node: { position?: { start: { line: number; column: number } } },
  message: string,
) {
  walk.problems.push({
    line: node.position?.start.line,
    column: node.position?.start.column,
    message,
  });
}

/** `name`: a JSX element's, for the quiz parts that must sit in a particular one. */

function toChildren(
  parent: { type: string; name?: string | null; children: AnyNode[] },
  walk: Walk,
): ArticleNode[] {
  const flow = FLOW_PARENTS.has(
    parent.type === 'element' ? (parent as Element).tagName : parent.type,
  );
  const nodes: ArticleNode[] = [];
  for (const child of parent.children) {
    if (child.type === 'text' && flow && child.value.trim() === '') continue;
    const node = toNode(child, walk, parent);
    if (node !== null) nodes.push(node);
  }
  return nodes;
}

function markMath(node: Element, walk: Walk) {
  if (walk.hasMath) return;
  const className = node.properties?.className;
  const classes = Array.isArray(className) ? className : [];
  if (['katex', 'math-inline', 'math-display'].some((name) => classes.includes(name))) {
    walk.hasMath = true;
  } else for (const child of node.children) if (child.type === 'element') markMath(child, walk);
}

/**
 * An element and its content as elements and text, never blocks: for what the registry renders
 * (a code block reads its `code` child's text).
 */
function toPlainElement(node: Element): ArticleElement {
  const element: ArticleElement = { tag: node.tagName };
  const attrs = toAttributes(node);
  if (attrs) element.props = attrs;
  const children = node.children.flatMap((child): ArticleNode[] => {
    if (child.type === 'text') return [child.value];
    if (child.type === 'element') return [toPlainElement(child)];
    return [];
  });
  if (children.length > 0) element.children = children;
  return element;
}

function toElementNode(node: Element, walk: Walk): ArticleNode {
  if (walk.registryTags.has(node.tagName)) return toPlainElement(node);
  const attrs = toAttributes(node);
  if (isStatic(node, walk.registryTags)) {
    markMath(node, walk);
    const hasMarkup = node.children.some(
      (child) => child.type === 'element' || (child.type as string) === 'raw',
    );
    if (hasMarkup || textLength(node) >= MIN_TEXT_BLOCK) {
      walk.html.push(walk.toHtml(node.children));
      return attrs
        ? { b: walk.html.length - 1, tag: node.tagName, attrs }
        : { b: walk.html.length - 1, tag: node.tagName };
    }
  }
  const element: ArticleElement = { tag: node.tagName };
  if (attrs) element.props = attrs;
  const children = toChildren(node, walk);
  if (children.length > 0) element.children = children;
  return element;
}

/** `<Question>`, `<Choice>` and `<Explanation>` only directly inside their quiz parent. */
function checkQuizPart(node: { name: string }, parent: { type: string }, walk: Walk, at: AnyNode) {
  const part = QUIZ_PART_TAGS.find((tag) => tag === node.name);
  if (!part) return;
  const place = QUIZ_PART_PLACE[part];
  const parentName = (parent as { name?: string }).name;
  if (`<${parentName}>` === place) return;
  if (parent.type === 'element' && (parent as Element).tagName === 'p') {
    // Text on the line above, with no blank line between, makes one paragraph of both.
    report(
      walk,
      at,
      `<${part}> is in one paragraph with the text before it.\n  Fix: Leave a blank line before <${part}> (and after the text above it).`,
    );
    return;
  }
  report(
    walk,
    at,
    `<${part}> is outside a ${place}.\n  Fix: Put it directly inside a ${place} (docs/authoring.md, "Quizzes").`,
  );
}

function toNode(node: AnyNode, walk: Walk, parent?: { type: string }): ArticleNode | null {
  switch (node.type) {
    case 'text':
      return (node as Text).value;
    case 'element':
      return toElementNode(node, walk);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      if (!node.name) {
        // `<>…</>`: a fragment adds nothing around its children.
        return { tag: 'Fragment', children: toChildren(node, walk) };
      }
      if (/^[A-Z]/.test(node.name) && !WIDGET_NAMES.includes(node.name)) {
        report(
          walk,
          node,
          `<${node.name}> is not a widget. ${suggest(node.name, WIDGET_NAMES, 'The widgets are')}`,
        );
        return null;
      }
      if (parent) checkQuizPart(node as { name: string }, parent, walk, node);
      const toParts = (nodes: AnyNode[], part: { type: string; name?: string | null }) =>
        toChildren({ type: part.type, name: part.name, children: nodes }, walk);
      if (node.name === 'Quiz') {
        checkQuiz(node, (at, message) => report(walk, at, message));
        return toQuizElement(node, toParts);
      }
      if (node.name === HINT_TAG) {
        // A ladder's own hints are built by toHintLadder; one reached here stands outside one.
        const problem = strayHintProblem(node);
        report(walk, problem.node, problem.message);
      }
      const element: ArticleElement = { tag: node.name };
      const props = toWidgetProps(node, (message) => report(walk, node, message));
      if (props) element.props = props;
      if (node.name === HINTS_TAG) {
        for (const problem of checkHintLadder(node)) report(walk, problem.node, problem.message);
        // What is not a hint was reported just above; its content is checked, then left out.
        toParts(
          node.children.filter((child) => !isJsxTag(child, HINT_TAG)),
          node,
        );
        const problem = typeof props?.problem === 'string' ? props.problem : undefined;
        element.children = toHintLadder(node, problem, toParts);
        return element;
      }
      const children = toChildren(node, walk);
      if (children.length > 0) element.children = children;
      return element;
    }
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      // `{/* a comment */}` is an expression with no statement: it renders nothing.
      const body = node.data?.estree?.body ?? [];
      if (body.length > 0) {
        report(
          walk,
          node,
          `\`{${node.value.trim()}}\`: expressions are not evaluated in articles; write the text or use a widget.`,
        );
      }
      return null;
    }
    case 'mdxjsEsm':
      report(
        walk,
        node,
        '`import`/`export` are not allowed in articles: every widget is available by its name without an import.',
      );
      return null;
    case 'comment':
    case 'doctype':
      return null;
    default:
      report(walk, node, `unexpected \`${node.type}\` node in the compiled article.`);
      return null;
  }
}

/** The article of a compiled body, and what in it the build cannot accept. */
export function hastToArticle(
  tree: Root,
  toHtml: ToHtml,
  registryTags: readonly string[] = REGISTRY_HTML_TAGS,
): { article: Article; problems: ArticleProblem[] } {
  const walk: Walk = {
    toHtml,
    registryTags: new Set(registryTags),
    html: [],
    problems: [],
    hasMath: false,
  };
  const nodes = toChildren(tree, walk);
  return {
    article: { tree: nodes, html: walk.html, hasMath: walk.hasMath },
    problems: walk.problems,
  };
}
