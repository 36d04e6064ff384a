/**
 * Every table in a box of its own that scrolls sideways. A table never wraps below the width of
 * its content, and on a phone a wide one (a traced grid, a table of costs) would otherwise widen
 * the whole page; in the box it scrolls on its own, as a long display formula does (global.css).
 */
import type { Element, Root, RootContent } from 'hast';

export const TABLE_SCROLL_CLASS = 'table-scroll';

function wrapTables(children: RootContent[]): void {
  children.forEach((child, i) => {
    if (child.type === 'element' && child.tagName === 'table') {
      const box: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: [TABLE_SCROLL_CLASS] },
        children: [child],
      };
      children[i] = box;
    } else if ('children' in child) {
      // Elements, and MDX's JSX elements (a table in a spoiler or a language section).
      wrapTables(child.children as RootContent[]);
    }
  });
}

export function rehypeTableScroll() {
  return (tree: Root): void => wrapTables(tree.children);
}
