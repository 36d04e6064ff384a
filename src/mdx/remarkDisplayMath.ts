/**
 * A formula written `$$…$$` on a line of its own, as a paragraph by itself, is a display formula,
 * as in LaTeX and most Markdown renderers. remark-math reads it as inline math (it takes display
 * math only between `$$` lines), which set it small, in text style, and let a long one push a
 * phone's page sideways instead of scrolling in its own box (`.katex-display`).
 */
import type { Paragraph, Root } from 'mdast';

type RootContent = Root['children'][number];

interface InlineMath {
  type: 'inlineMath';
  value: string;
  position?: Paragraph['position'];
}

interface DisplayMath {
  type: 'math';
  meta: null;
  value: string;
  position?: Paragraph['position'];
  data: {
    hName: 'div';
    hProperties: { className: string[] };
    hChildren: { type: 'text'; value: string }[];
  };
}

type Node = Root | RootContent;

/** The only formula of a paragraph that holds nothing else, if it was written with `$$`. */
function doubleDollarFormula(paragraph: Paragraph): InlineMath | null {
  const children = (paragraph.children as { type: string; value?: string }[]).filter(
    (child) => !(child.type === 'text' && child.value?.trim() === ''),
  );
  if (children.length !== 1 || children[0].type !== 'inlineMath') return null;
  const math = children[0] as InlineMath;
  const start = math.position?.start.offset;
  const end = math.position?.end.offset;
  if (start === undefined || end === undefined) return null;
  // `$$x$$` spans its value and four dollars; `$x$` only two.
  return end - start >= math.value.length + 4 ? math : null;
}

const displayMath = (math: InlineMath, paragraph: Paragraph): DisplayMath => ({
  type: 'math',
  meta: null,
  value: math.value,
  position: paragraph.position,
  // As remark-math marks the display math it reads itself.
  data: {
    hName: 'div',
    hProperties: { className: ['math', 'math-display'] },
    hChildren: [{ type: 'text', value: math.value }],
  },
});

function visit(node: Node): void {
  if (!('children' in node)) return;
  const children = node.children as RootContent[];
  children.forEach((child, index) => {
    if (child.type === 'paragraph') {
      const math = doubleDollarFormula(child);
      if (math) children[index] = displayMath(math, child) as unknown as RootContent;
      return;
    }
    visit(child);
  });
}

export function remarkDisplayMath() {
  return (tree: Root): void => visit(tree);
}
