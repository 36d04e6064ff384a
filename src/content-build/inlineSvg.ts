/**
 * An SVG diagram made fit to be inlined in an article. Inlined, its `currentColor` is the text's
 * colour and its `var(--diagram-…)` colours are the page's (src/styles/global.css), so it follows
 * dark mode; an `<img src="x.svg">` could do neither.
 *
 * Inlining puts the file's markup in the page, so it is cleaned first:
 * - scripts, event handlers, `<foreignObject>` and links that leave the file are dropped, so a
 *   diagram can never run code or load anything;
 * - every id gets a prefix unique to its place on the page, and every reference to it (`url(#a)`,
 *   `href="#a"`, `aria-labelledby`) follows, so two diagrams with a marker `#arrow` do not share it;
 * - the size comes from the viewBox (required), so the diagram scales to the column and its
 *   space is known before it is drawn.
 *
 * A `<style>` element is refused rather than dropped: inlined, its rules would restyle the whole
 * page, and dropping it would change the drawing silently.
 */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toHtml } from 'hast-util-to-html';
import { parseFragment } from 'parse5';

export type InlineSvgResult = { ok: true; html: string } | { ok: false; message: string };

/** Elements removed with their content: they run code or embed other documents. */
const DROPPED = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed']);

/** Attributes whose value is a list of ids. */
const ID_LIST_PROPS = ['ariaLabelledBy', 'ariaDescribedBy'];
/** Attributes holding a link: kept only when they point inside the file (`#id`). */
const HREF_PROPS = ['href', 'xLinkHref'];

function walk(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type === 'element') {
      visit(child);
      walk(child, visit);
    }
  }
}

function clean(node: Root | Element, problems: string[]): void {
  node.children = node.children.filter((child: RootContent | ElementContent) => {
    if (child.type === 'comment' || child.type === 'doctype') return false;
    if (child.type !== 'element') return true;
    const tag = child.tagName.toLowerCase();
    if (tag === 'style') problems.push('it has a <style> element');
    if (DROPPED.has(tag)) return false;
    if (
      (tag === 'animate' || tag === 'set') &&
      /href/i.test(String(child.properties?.attributeName ?? ''))
    ) {
      return false;
    }
    return true;
  }) as typeof node.children;
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const props: Properties = child.properties ?? {};
    for (const key of Object.keys(props)) {
      if (/^on/i.test(key)) delete props[key];
    }
    for (const key of HREF_PROPS) {
      const value = props[key];
      if (value !== undefined && !(typeof value === 'string' && value.startsWith('#'))) {
        delete props[key];
      }
    }
    clean(child, problems);
  }
}

function prefixIds(svg: Element, prefix: string): void {
  const ids = new Set<string>();
  walk(svg, (element) => {
    const id = element.properties?.id;
    if (typeof id === 'string' && id !== '') ids.add(id);
  });
  if (ids.size === 0) return;
  const rename = (id: string) => (ids.has(id) ? `${prefix}-${id}` : id);
  const renameUrls = (value: string) =>
    value.replace(/url\(\s*(['"]?)#([^)'"\s]+)\1\s*\)/g, (_m, quote: string, id: string) =>
      ids.has(id) ? `url(${quote}#${prefix}-${id}${quote})` : _m,
    );
  const visit = (element: Element) => {
    const props = element.properties ?? {};
    for (const [key, value] of Object.entries(props)) {
      if (key === 'id' && typeof value === 'string') props.id = rename(value);
      else if (HREF_PROPS.includes(key) && typeof value === 'string') {
        props[key] = `#${rename(value.slice(1))}`;
      } else if (ID_LIST_PROPS.includes(key)) {
        const list = Array.isArray(value) ? value.map(String) : String(value).split(/\s+/);
        props[key] = list.map(rename).join(' ');
      } else if (typeof value === 'string' && value.includes('url(')) {
        props[key] = renameUrls(value);
      }
    }
  };
  visit(svg);
  walk(svg, visit);
}

const parseViewBox = (value: unknown): number[] | undefined => {
  const numbers = String(value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return numbers.length === 4 && numbers.every(Number.isFinite) && numbers[2] > 0 && numbers[3] > 0
    ? numbers
    : undefined;
};

/**
 * The SVG file's text as markup to inline, labelled with `alt`, with ids prefixed by `idPrefix`
 * (unique on the page); or what is wrong with it.
 */
export function toInlineSvg(text: string, alt: string, idPrefix: string): InlineSvgResult {
  const tree = fromParse5(parseFragment(text)) as Root;
  const problems: string[] = [];
  clean(tree, problems);
  const elements = tree.children.filter((c): c is Element => c.type === 'element');
  const stray = tree.children.some((c) => c.type === 'text' && c.value.trim() !== '');
  if (elements.length !== 1 || elements[0].tagName !== 'svg' || stray) {
    return { ok: false, message: 'the file is not one <svg> element' };
  }
  const svg = elements[0];
  const props: Properties = svg.properties ?? {};
  const viewBox = parseViewBox(props.viewBox);
  if (!viewBox) problems.push('its <svg> has no viewBox (four numbers: x y width height)');
  if (problems.length > 0 || !viewBox) return { ok: false, message: problems.join('; ') };
  prefixIds(svg, idPrefix);
  delete props.width;
  delete props.height;
  svg.properties = {
    ...props,
    // The drawing's own size, which CSS caps at the column's width (height follows the ratio).
    width: String(viewBox[2]),
    height: String(viewBox[3]),
    className: ['article-svg'],
    role: 'img',
    ariaLabel: alt,
  };
  // Screen readers read the label; a <title> inside would be read again, and shows as a tooltip.
  svg.children = svg.children.filter((c) => !(c.type === 'element' && c.tagName === 'title'));
  return { ok: true, html: toHtml(svg) };
}
