/**
 * The real compiler on real MDX. Its packages are ESM-only, which Jest's module system does not
 * load, so the cases run in one Node process (Node loads them with require()) and come back as JSON.
 */
import type { CompileArticleResult } from '../compileArticle';
import { compileAll } from './compileInNode';

const MODULE = `---
id: demo
title: Demo
---

## The idea

Sum $a_1 + \\dots + a_n$ in one pass: a sentence long enough to become a block on its own.

<Info title="Why">

Because **each** element is read once.

</Info>

\`\`\`cpp
int main() {}
\`\`\`

<Problems problems="practice" />
`;

let results: Record<string, CompileArticleResult>;
beforeAll(() => {
  results = compileAll({
    module: { text: MODULE },
    htmlComment: { text: '---\nid: x\n---\n\nText.\n\n<!-- a note -->\n' },
    unknownWidget: { text: 'Text.\n\n<Problem problems="x" />\n' },
    badMath: { text: 'Fine $x$.\n\nBroken $\\frac{1$ here.\n' },
    mathInWidgets: {
      text: '<Info title="T">\nUse $2 \\cdot 10^5$ here.\n</Info>\n\n<Warning title="W">\n\n- Item $n \\log n$.\n\n</Warning>\n',
    },
    displayMath: {
      text: 'Inline $$a$$ stays in the sentence.\n\n$$\\sum_{i=1}^{n} i$$\n\n$x$\n\n<Info title="T">\n\n$$y^2$$\n\n</Info>\n',
    },
    badResource: { text: '<Resource source="Nowhere" title="A book" />\n' },
    runnable: {
      text: '```cpp run=sum-range\nint main() {}\n```\n\n```py run="sum-range"\nprint(1)\n```\n',
    },
    plain: { text: '```cpp\nint main() {}\n```\n\n```py\nprint(1)\n```\n' },
    badResourceDraft: {
      text: '<Resource source="Nowhere" title="A book" />\n',
      strictResources: false,
    },
  });
}, 60_000);

describe('compileArticle', () => {
  it('compiles a module: headings with ids, math and prose as blocks, widgets and code as elements', () => {
    const result = results.module;
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { tree, html, hasMath } = result.article;
    expect(hasMath).toBe(true);
    expect(tree).toEqual([
      { tag: 'h2', props: { id: 'the-idea' }, children: ['The idea'] },
      { b: 0, tag: 'p' },
      { tag: 'Info', props: { title: 'Why' }, children: [{ b: 1, tag: 'p' }] },
      {
        tag: 'pre',
        children: [
          { tag: 'code', props: { className: 'language-cpp' }, children: ['int main() {}\n'] },
        ],
      },
      { tag: 'Problems', props: { problems: 'practice' } },
    ]);
    expect(html[0]).toMatch(/^Sum <span class="math math-inline"><span class="katex">/);
    expect(html[1]).toBe('Because <strong>each</strong> element is read once.');
  });

  it('reports an HTML comment (MDX has none) at its line in the file, frontmatter counted', () => {
    const result = results.htmlComment;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ line: 7, column: 2 });
    expect(result.problems[0].message).toMatch(/Unexpected character `!`/);
  });

  it('refuses an unknown widget, naming the closest one', () => {
    expect(results.unknownWidget).toEqual({
      ok: false,
      problems: [
        { line: 3, column: 1, message: '<Problem> is not a widget. Did you mean "Problems"?' },
      ],
    });
  });

  it('stops on a formula KaTeX cannot parse, with its line, instead of shipping it in red', () => {
    const result = results.badMath;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ line: 3 });
    expect(result.problems[0].message).toMatch(/^KaTeX cannot render `\\frac\{1`/);
  });

  it('renders math inside widgets as everywhere else', () => {
    const result = results.mathInWidgets;
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const html = JSON.stringify(result.article);
    expect(html.match(/class=\\"katex\\"/g)).toHaveLength(2);
    expect(html).not.toMatch(/math-inline\\">(2 |n )/);
  });

  it('sets a `$$…$$` paragraph as a display formula, in a widget too; `$…$` and `$$…$$` in a sentence stay inline', () => {
    const result = results.displayMath;
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const html = JSON.stringify(result.article);
    expect(html.match(/katex-display/g)).toHaveLength(2);
    expect(html.match(/math-inline/g)).toHaveLength(2);
  });

  it('stops on a resource it cannot resolve, except in a draft', () => {
    expect(results.badResource.ok).toBe(false);
    if (!results.badResource.ok) expect(results.badResource.problems[0].message).toMatch(/Nowhere/);
    expect(results.badResourceDraft.ok).toBe(true);
  });

  it('renders a runnable snippet exactly as the same block without its `run` marker', () => {
    // The marker is the fence's meta: remark-rehype keeps it off the element's attributes, so
    // neither the page nor the live preview (the same compiler) shows or depends on it.
    expect(results.runnable).toEqual(results.plain);
    expect(JSON.stringify(results.runnable)).not.toContain('sum-range');
  });
});
