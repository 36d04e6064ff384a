import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { mdxComponents } from '../../components/mdx/registry';
import { hastToArticle, REGISTRY_HTML_TAGS } from '../hastToArticle';
import { WIDGET_NAMES } from '../widgets';

const text = (value: string) => ({ type: 'text' as const, value });
const el = (
  tagName: string,
  properties: Element['properties'],
  children: Element['children'] = [],
): Element => ({ type: 'element', tagName, properties, children });

/** A formula as KaTeX renders it: nested spans with inline styles. */
const katex = () =>
  el('span', { className: ['katex'] }, [
    el('span', { className: ['katex-html'], ariaHidden: 'true' }, [
      el('span', { className: ['strut'], style: 'height:0.4306em;' }),
      el('span', { className: ['mord', 'mathnormal'] }, [text('x')]),
    ]),
  ]);

/** A JSX element as MDX's parser leaves it in the HTML tree. */
const jsx = (
  name: string,
  attributes: Array<{ name: string; value: unknown }>,
  children: unknown[] = [],
  line = 3,
) =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: attributes.map((a) => ({ type: 'mdxJsxAttribute', ...a })),
    children,
    position: { start: { line, column: 1 }, end: { line, column: 20 } },
  }) as unknown as RootContent;

/** `{literal}` as MDX parses it: the source text and its estree. */
const expression = (source: string, estree: unknown) => ({
  type: 'mdxJsxAttributeValueExpression',
  value: source,
  data: {
    estree: { type: 'Program', body: [{ type: 'ExpressionStatement', expression: estree }] },
  },
});

const run = (children: RootContent[]) => hastToArticle({ type: 'root', children } as Root, toHtml);

describe('hastToArticle', () => {
  it('turns a paragraph with math into one static block, its HTML apart from the tree', () => {
    const { article, problems } = run([
      el('p', {}, [text('Let '), katex(), text(' be the answer.')]),
    ]);
    expect(problems).toEqual([]);
    expect(article.tree).toEqual([{ b: 0, tag: 'p' }]);
    expect(article.html[0]).toContain('<span class="katex">');
    expect(article.html[0]).toMatch(/^Let <span/);
    expect(article.hasMath).toBe(true);
  });

  it('keeps widgets as elements with their props, and the static prose inside them as blocks', () => {
    const long =
      'A sentence long enough to be worth a block of its own, well past eighty characters.';
    const { article, problems } = run([
      jsx('Info', [{ name: 'title', value: 'Note' }], [el('p', {}, [text(long)])]),
      text('\n'),
      jsx('Problems', [{ name: 'problems', value: 'practice' }]),
    ]);
    expect(problems).toEqual([]);
    expect(article.tree).toEqual([
      { tag: 'Info', props: { title: 'Note' }, children: [{ b: 0, tag: 'p' }] },
      { tag: 'Problems', props: { problems: 'practice' } },
    ]);
    expect(article.html).toEqual([long]);
    expect(article.hasMath).toBe(false);
  });

  it('leaves short text-only elements (headings) as elements, with React attribute names', () => {
    const { article } = run([el('h2', { id: 'the-idea', ariaHidden: 'true' }, [text('The idea')])]);
    expect(article.tree).toEqual([
      { tag: 'h2', props: { id: 'the-idea', 'aria-hidden': 'true' }, children: ['The idea'] },
    ]);
  });

  it('never collapses an element the registry renders (code blocks), nor what holds one', () => {
    const line = 'int x = 1; // a line long enough that, anywhere else, it would become a block\n';
    const code = el('pre', {}, [el('code', { className: ['language-cpp'] }, [text(line)])]);
    const { article } = run([el('div', { className: ['wrap'] }, [code])]);
    expect(article.tree).toEqual([
      {
        tag: 'div',
        props: { className: 'wrap' },
        children: [
          {
            tag: 'pre',
            children: [{ tag: 'code', props: { className: 'language-cpp' }, children: [line] }],
          },
        ],
      },
    ]);
    expect(REGISTRY_HTML_TAGS.every((tag) => tag in mdxComponents)).toBe(true);
  });

  it('evaluates literal attribute values, a bare attribute is true', () => {
    const { article, problems } = run([
      jsx('Resource', [
        { name: 'starred', value: null },
        { name: 'count', value: expression('3', { type: 'Literal', value: 3 }) },
        {
          name: 'ids',
          value: expression('["a", -1]', {
            type: 'ArrayExpression',
            elements: [
              { type: 'Literal', value: 'a' },
              { type: 'UnaryExpression', operator: '-', argument: { type: 'Literal', value: 1 } },
            ],
          }),
        },
      ]),
    ]);
    expect(problems).toEqual([]);
    expect(article.tree).toEqual([
      { tag: 'Resource', props: { starred: true, count: 3, ids: ['a', -1] } },
    ]);
  });

  it('reports, with its line, every attribute it cannot evaluate, every expression and import', () => {
    const { problems } = run([
      jsx(
        'Info',
        [{ name: 'title', value: expression('name + 1', { type: 'BinaryExpression' }) }],
        [],
        7,
      ),
      {
        type: 'mdxFlowExpression',
        value: 'hello()',
        data: { estree: { type: 'Program', body: [{ type: 'ExpressionStatement' }] } },
        position: { start: { line: 9, column: 1 }, end: { line: 9, column: 10 } },
      } as unknown as RootContent,
      {
        type: 'mdxjsEsm',
        value: 'import x from "y"',
        position: { start: { line: 11, column: 1 }, end: { line: 11, column: 18 } },
      } as unknown as RootContent,
    ]);
    expect(problems.map((p) => p.line)).toEqual([7, 9, 11]);
    expect(problems[0].message).toContain('<Info title={name + 1}>');
    expect(problems[1].message).toContain('{hello()}');
    expect(problems[2].message).toContain('import');
  });

  it('refuses a tag that is no widget, suggesting the closest', () => {
    const { problems } = run([jsx('Warnnig', [], [], 4)]);
    expect(problems).toEqual([
      { line: 4, column: 1, message: '<Warnnig> is not a widget. Did you mean "Warning"?' },
    ]);
  });

  it('knows exactly the registry’s widgets', () => {
    expect([...WIDGET_NAMES].sort()).toEqual(
      Object.keys(mdxComponents)
        .filter((tag) => !REGISTRY_HTML_TAGS.includes(tag))
        .sort(),
    );
  });

  it('drops comments written as `{/* … */}` and whitespace between blocks', () => {
    const { article, problems } = run([
      {
        type: 'mdxFlowExpression',
        value: '/* note */',
        data: { estree: { type: 'Program', body: [] } },
      } as unknown as RootContent,
      text('\n'),
      el('p', {}, [text('Hi')]),
    ]);
    expect(problems).toEqual([]);
    expect(article.tree).toEqual([{ tag: 'p', children: ['Hi'] }]);
  });
});
