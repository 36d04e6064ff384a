/**
 * `$…$` and `$$…$$` (marked by remark-math) rendered by KaTeX at build time, each formula's HTML
 * kept as the string KaTeX returns (a `raw` node that the serialiser writes as it is).
 *
 * rehype-katex does the same but parses every formula's HTML back into a syntax tree, only for
 * it to be serialised again into a static block (hastToArticle.ts): on a full guide that parse
 * was a fifth of the compile time. A formula KaTeX cannot parse is an error with its line, where
 * rehype-katex would only warn and ship it in red.
 */
import katex from 'katex';
import type { Element, ElementContent, Root } from 'hast';

/** Where a formula that failed is reported: compileArticle reads these from the file. */
export const KATEX_MESSAGE_SOURCE = 'katex';

interface MessageSink {
  message(reason: string, place?: Element['position'], origin?: string): unknown;
}

/**
 * Formulas repeat across a guide (`$N$`, `$\mathcal{O}(N \log N)$`): each distinct one is rendered
 * once per process (KaTeX's output depends only on the TeX and the mode). A fifth of the compile
 * was KaTeX on a full-size corpus; bounded so a long `gatsby develop` session cannot grow it forever.
 */
const rendered = new Map<string, string>();
const MAX_RENDERED = 50_000;

function renderFormula(tex: string, displayMode: boolean): string {
  const key = `${displayMode ? 'D' : 'I'}${tex}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = katex.renderToString(tex, { displayMode, throwOnError: true });
    if (rendered.size >= MAX_RENDERED) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : '',
    )
    .join('');
}

function visit(node: Root | Element, file: MessageSink): void {
  for (const child of node.children) {
    if (child.type !== 'element') {
      // A widget's children (MDX's JSX nodes) are prose too: `<Info>` may hold math.
      if ('children' in child) visit(child as unknown as Element, file);
      continue;
    }
    const className = child.properties?.className;
    const classes = Array.isArray(className) ? className : [];
    const displayMode = classes.includes('math-display');
    if (!displayMode && !classes.includes('math-inline')) {
      visit(child, file);
      continue;
    }
    const tex = textOf(child.children);
    try {
      const html = renderFormula(tex, displayMode);
      child.children = [{ type: 'raw', value: html } as unknown as ElementContent];
    } catch (error) {
      file.message(
        `KaTeX cannot render \`${tex}\`: ${(error as Error).message}`,
        child.position,
        `${KATEX_MESSAGE_SOURCE}:${(error as Error).name.toLowerCase()}`,
      );
    }
  }
}

export function rehypeKatexHtml() {
  return (tree: Root, file: MessageSink): void => visit(tree, file);
}
