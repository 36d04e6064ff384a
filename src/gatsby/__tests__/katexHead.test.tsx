/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { KATEX_CSS_PATH } from '../../mdx/katexFonts';
import { toInlineKatexCss } from '../katex';
import { KatexStylesheet } from '../../components/module/KatexStylesheet';
import { inlineKatexStylesheet } from '../katexHead';

const KATEX_CSS =
  '@font-face{font-family:KaTeX_Main;font-style:normal;font-weight:400;' +
  'src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2"),url(fonts/KaTeX_Main-Regular.woff) format("woff"),' +
  'url(fonts/KaTeX_Main-Regular.ttf) format("truetype")}.katex{font:normal 1.21em KaTeX_Main}';

describe('KaTeX CSS inlined by the server', () => {
  it('points the fonts at /katex/fonts and lists only the woff2 files the build copies', () => {
    expect(toInlineKatexCss(KATEX_CSS)).toBe(
      '@font-face{font-family:KaTeX_Main;font-style:normal;font-weight:400;' +
        'src:url(/katex/fonts/KaTeX_Main-Regular.woff2) format("woff2")}' +
        '.katex{font:normal 1.21em KaTeX_Main}',
    );
  });

  it('replaces the KaTeX stylesheet link, and only it, with the CSS itself', () => {
    const head = [
      <title key="t">Prefix Sums</title>,
      <link key="c" rel="canonical" href="https://example.org/bronze/prefix-sums" />,
      <link key="k" rel="stylesheet" href={KATEX_CSS_PATH} data-gatsby-head="true" />,
    ];
    const html = renderToStaticMarkup(<>{inlineKatexStylesheet(head, () => '.katex{x:1}')}</>);
    expect(html).toBe(
      '<title>Prefix Sums</title><link rel="canonical" href="https://example.org/bronze/prefix-sums"/>' +
        '<style data-katex-inline="">.katex{x:1}</style>',
    );
  });

  it('loads the preloaded KaTeX fonts from a script right after the CSS', () => {
    const head = [
      <link key="f1" rel="preload" href="/katex/fonts/KaTeX_Main-Regular.woff2" as="font" />,
      <link key="f2" rel="preload" href="/katex/fonts/KaTeX_Math-Italic.woff2" as="font" />,
      <link key="k" rel="stylesheet" href={KATEX_CSS_PATH} data-gatsby-head="true" />,
      <title key="t">Subarray Sums I</title>,
    ];
    const html = renderToStaticMarkup(<>{inlineKatexStylesheet(head, () => '.katex{x:1}')}</>);
    expect(html).toContain(
      '<style data-katex-inline="">.katex{x:1}</style><script>document.fonts&&["1em KaTeX_Main","italic 1em KaTeX_Math"].forEach(',
    );
    expect(html.endsWith('</script><title>Subarray Sums I</title>')).toBe(true);
  });

  it('leaves a page without math as it was, without reading the CSS', () => {
    const head = [<title key="t">License</title>];
    const css = jest.fn(() => '');
    expect(inlineKatexStylesheet(head, css)).toEqual(head);
    expect(css).not.toHaveBeenCalled();
  });
});

describe('KaTeX font preloads', () => {
  it('preloads, in CORS mode, the fonts of the first formulas of a math page', () => {
    expect(
      renderToStaticMarkup(<KatexStylesheet fonts={['KaTeX_Main-Regular', 'KaTeX_Math-Italic']} />),
    ).toBe(
      '<link rel="preload" href="/katex/fonts/KaTeX_Main-Regular.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
        '<link rel="preload" href="/katex/fonts/KaTeX_Math-Italic.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
        `<link rel="stylesheet" href="${KATEX_CSS_PATH}"/>`,
    );
  });
});
