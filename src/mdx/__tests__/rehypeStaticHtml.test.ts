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

  describe('with a runtime: the strings go to a chunk of their own', () => {
    const RUNTIME = '/site/src/components/mdx/StaticBlock.tsx';
    const runWithRuntime = (children: RootContent[]): Root => {
      const tree: Root = { type: 'root', children };
      rehypeStaticHtml({ toHtml, runtime: RUNTIME })(tree);
      return tree;
    };
    const attribute = (node: Jsx, name: string) => node.attributes.find((a) => a.name === name);
    type Esm = {
      type: string;
      data: {
        estree: {
          body: [
            { type: string; source: { value: string } },
            {
              declaration: {
                declarations: [
                  {
                    init: {
                      type: string;
                      argument: { arguments: [{ body: { source: { value: string } } }] };
                    };
                  },
                ];
              };
            },
          ];
        };
      };
    };
    /** The strings the module's data: URL carries, decoded. */
    const chunkStrings = (esm: Esm): string[] => {
      const declaration = esm.data.estree.body[1].declaration.declarations[0];
      const url: string = declaration.init.argument.arguments[0].body.source.value;
      const [prefix, base64] = url.split(',');
      expect(prefix).toBe('data:application/json;base64');
      return JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
    };

    it('replaces each block with a StaticBlock that names its tag, attributes and index', () => {
      const first = el('p', { id: 'intro' }, [text('Let '), katex(), text('.')]);
      const second = el('ul', {}, [el('li', {}, [el('em', {}, [text('one')])])]);
      const [, a, b] = runWithRuntime([first, second]).children as unknown as Jsx[];
      expect(a).toMatchObject({ type: 'mdxJsxFlowElement', name: '_StaticBlock', children: [] });
      expect(attribute(a, 'tag')?.value).toBe('p');
      expect(attribute(a, 'id')?.value).toBe('intro');
      expect((attribute(a, 'index')?.value as { value: string }).value).toBe('0');
      expect((attribute(b, 'index')?.value as { value: string }).value).toBe('1');
      expect((attribute(b, 'source')?.value as { value: string }).value).toBe('__staticHtml');
      expect(attribute(a, 'dangerouslySetInnerHTML')).toBeUndefined();
    });

    it('puts every block’s HTML, in order, in one data: JSON module the page imports lazily', () => {
      const first = el('p', {}, [text('Let '), katex(), text('.')]);
      const second = el('p', {}, [text('Use '), el('code', {}, [text('long long')])]);
      const tree = runWithRuntime([first, second]);
      const esm = tree.children[0] as unknown as Esm;
      expect(esm.type).toBe('mdxjsEsm');
      const [imports, exported] = esm.data.estree.body;
      expect(imports.type).toBe('ImportDeclaration');
      expect(imports.source.value).toBe(RUNTIME);
      expect(exported.declaration.declarations[0].init.type).toBe('AwaitExpression');
      expect(chunkStrings(esm)).toEqual([
        toHtml([text('Let '), katex(), text('.')]),
        'Use <code>long long</code>',
      ]);
    });

    it('moves a long text-only paragraph out too, and leaves a short heading as it is', () => {
      const long =
        'Read the modules of a section in order; come back to the hard problems later. '.repeat(2);
      const heading = el('h2', { id: 'order' }, [text('Order')]);
      const paragraph = el('p', {}, [text(long)]);
      const tree = runWithRuntime([heading, paragraph]);
      const [esm, first, second] = tree.children as unknown as [Esm, Element, Jsx];
      expect(first).toBe(heading);
      expect(second.name).toBe('_StaticBlock');
      expect(chunkStrings(esm)).toEqual([long]);
    });

    it('adds nothing to a file without static blocks', () => {
      const plain = el('p', {}, [text('Only text.')]);
      const tree = runWithRuntime([plain]);
      expect(tree.children).toEqual([plain]);
    });
  });

  it('knows every HTML tag the MDX registry replaces with a component', () => {
    const htmlTags = Object.keys(mdxComponents).filter((tag) => /^[a-z]/.test(tag));
    expect([...REGISTRY_HTML_TAGS].sort()).toEqual(htmlTags.sort());
  });
});
