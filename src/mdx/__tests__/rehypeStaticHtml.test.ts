import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { mdxComponents } from '../../components/mdx/registry';
import rehypeStaticHtml, { REGISTRY_HTML_TAGS } from '../rehypeStaticHtml';

const text = (value: string) => ({ type: 'text' as const, value });
const el = (
  tagName: string,
  properties: Element['properties'],
  children: Element['children'] = [],
): Element => ({ type: 'element', tagName, properties, children });

/** A formula the way rehype-katex leaves it: nested spans, inline styles, MathML beside them. */
const katex = () =>
  el('span', { className: ['katex'] }, [
    el('span', { className: ['katex-mathml'] }, [
      el('math', { xmlns: 'http://www.w3.org/1998/Math/MathML' }, [el('mi', {}, [text('x')])]),
    ]),
    el('span', { className: ['katex-html'], ariaHidden: 'true' }, [
      el('span', { className: ['strut'], style: 'height:0.4306em;' }),
      el('span', { className: ['mord', 'mathnormal'] }, [text('x')]),
    ]),
  ]);

function run(children: RootContent[]): Root {
  const tree: Root = { type: 'root', children };
  rehypeStaticHtml({ toHtml })(tree);
  return tree;
}

type Jsx = {
  type: string;
  name: string;
  attributes: Array<{ name: string; value: string | { value: string } }>;
  children: unknown[];
};

const innerHtmlOf = (node: unknown) => {
  const attribute = (node as Jsx).attributes.find((a) => a.name === 'dangerouslySetInnerHTML');
  const value = attribute?.value as unknown as {
    data: {
      estree: {
        body: Array<{ expression: { properties: Array<{ value: { value: string } }> } }>;
      };
    };
  };
  return value.data.estree.body[0].expression.properties[0].value.value;
};

describe('rehypeStaticHtml', () => {
  it('turns a paragraph with math into one element holding the same HTML', () => {
    const paragraph = el('p', { id: 'intro' }, [text('Let '), katex(), text(' be the answer.')]);
    const expected = toHtml(paragraph.children);
    const [node] = run([paragraph]).children as unknown as Jsx[];

    expect(node).toMatchObject({ type: 'mdxJsxFlowElement', name: 'p', children: [] });
    expect(node.attributes[0]).toEqual({ type: 'mdxJsxAttribute', name: 'id', value: 'intro' });
    expect(innerHtmlOf(node)).toBe(expected);
    expect(innerHtmlOf(node)).toContain('<span class="strut" style="height:0.4306em;"></span>');
    expect(innerHtmlOf(node)).toContain('aria-hidden="true"');
  });

  it('keeps the class of a display formula on the element it keeps', () => {
    const display = el('div', { className: ['math', 'math-display'] }, [katex()]);
    const [node] = run([display]).children as unknown as Jsx[];
    expect(node.name).toBe('div');
    expect(node.attributes[0]).toEqual({
      type: 'mdxJsxAttribute',
      name: 'className',
      value: 'math math-display',
    });
  });

  it('leaves code blocks to the CodeBlock component, untouched and unentered', () => {
    const code = el('pre', {}, [el('code', { className: ['language-cpp'] }, [text('int x;')])]);
    const tree = run([code]);
    expect(tree.children[0]).toBe(code);
    expect((tree.children[0] as Element).children[0]).toMatchObject({ tagName: 'code' });
  });

  it('keeps MDX components and collapses the static HTML inside them', () => {
    const info = {
      type: 'mdxJsxFlowElement',
      name: 'Info',
      attributes: [],
      children: [el('p', {}, [text('Use '), el('em', {}, [text('long long')])])],
    } as unknown as RootContent;
    const [node] = run([info]).children as unknown as Jsx[];
    expect(node.name).toBe('Info');
    expect(node.children[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'p' });
    expect(innerHtmlOf(node.children[0])).toBe('Use <em>long long</em>');
  });

  it('does not collapse an element that contains a component or an expression', () => {
    const withComponent = el('p', {}, [
      text('See'),
      { type: 'mdxJsxTextElement', name: 'Asterisk', attributes: [], children: [] } as never,
      el('strong', {}, [text('this')]),
    ]);
    const [node] = run([withComponent]).children as Element[];
    expect(node.type).toBe('element');
    expect(node.children[2]).toMatchObject({ type: 'element', tagName: 'strong' });
  });

  it('leaves plain-text elements and elements with attributes it cannot carry as they are', () => {
    const plain = el('h2', { id: 'prefix-sums' }, [text('Prefix sums')]);
    const styled = el('div', { style: 'color:red' }, [el('p', {}, [el('em', {}, [text('x')])])]);
    const [first, second] = run([plain, styled]).children as Element[];
    expect(first).toBe(plain);
    expect(second.type).toBe('element');
    expect(second.children[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'p' });
  });

  it('knows every HTML tag the MDX registry replaces with a component', () => {
    const htmlTags = Object.keys(mdxComponents).filter((tag) => /^[a-z]/.test(tag));
    expect([...REGISTRY_HTML_TAGS].sort()).toEqual(htmlTags.sort());
  });
});
