/** @jest-environment node */
import {
  findKatexFonts,
  fromKatexFontUrl,
  katexFontLoadScript,
  toKatexFontShorthand,
  toKatexFontUrl,
} from '../katexFonts';
import { toInlineKatexCss } from '../../gatsby/katex';

/** A formula as KaTeX renders it, with the classes of its glyphs. */
const formula = (...classes: string[]) =>
  `<span class="katex"><span class="katex-html" aria-hidden="true">${classes
    .map((name) => `<span class="${name}">x</span>`)
    .join('')}</span></span>`;

describe('findKatexFonts', () => {
  it('finds nothing on a page without math', () => {
    expect(findKatexFonts('<p>No math here, only <code>class="katexish"</code>.</p>')).toEqual([]);
  });

  it('always has KaTeX_Main-Regular, then the faces the formulas select', () => {
    expect(findKatexFonts(`<p>${formula('mord')} and ${formula('mord mathnormal')}</p>`)).toEqual([
      'KaTeX_Main-Regular',
      'KaTeX_Math-Italic',
    ]);
  });

  it.each([
    ['mord mathbf', 'KaTeX_Main-Bold'],
    ['mord amsrm', 'KaTeX_AMS-Regular'],
    ['mord mathcal', 'KaTeX_Caligraphic-Regular'],
    ['mop op-symbol small-op', 'KaTeX_Size1-Regular'],
    ['mop op-symbol large-op', 'KaTeX_Size2-Regular'],
    ['delimsizing size2', 'KaTeX_Size2-Regular'],
    ['mopen delimcenter delimsizing size1', 'KaTeX_Size1-Regular'],
  ])('maps class "%s" to %s', (classes, font) => {
    expect(findKatexFonts(formula(classes))).toEqual(['KaTeX_Main-Regular', font]);
  });

  it('ignores sizing classes, which change the size and not the face', () => {
    expect(findKatexFonts(formula('sizing reset-size6 size3 mtight'))).toEqual([
      'KaTeX_Main-Regular',
    ]);
  });

  it('reads only the first formulas: a face used further down loads when it is reached', () => {
    const html = [formula('mord'), formula('mord mathnormal'), formula('mord mathcal')].join(' ');
    expect(findKatexFonts(html, 2)).toEqual(['KaTeX_Main-Regular', 'KaTeX_Math-Italic']);
    expect(findKatexFonts(html, 3)).toContain('KaTeX_Caligraphic-Regular');
  });
});

describe('toKatexFontUrl', () => {
  it('is the URL the inline KaTeX CSS loads the font from', () => {
    const css = toInlineKatexCss(
      '@font-face{font-family:KaTeX_Math;src:url(fonts/KaTeX_Math-Italic.woff2) format("woff2")}',
    );
    expect(css).toContain(`url(${toKatexFontUrl('KaTeX_Math-Italic')})`);
  });
});

describe('the faces the head loads before the first paint', () => {
  it.each([
    ['KaTeX_Main-Regular', '1em KaTeX_Main'],
    ['KaTeX_Math-Italic', 'italic 1em KaTeX_Math'],
    ['KaTeX_Main-Bold', 'bold 1em KaTeX_Main'],
    ['KaTeX_Math-BoldItalic', 'italic bold 1em KaTeX_Math'],
    ['KaTeX_Size1-Regular', '1em KaTeX_Size1'],
  ])('selects %s with the font shorthand "%s"', (font, shorthand) => {
    expect(toKatexFontShorthand(font)).toBe(shorthand);
  });

  it('reads the font back from its URL, and nothing from other URLs', () => {
    expect(fromKatexFontUrl(toKatexFontUrl('KaTeX_Math-Italic'))).toBe('KaTeX_Math-Italic');
    expect(fromKatexFontUrl('/fonts/Inter.woff2')).toBeUndefined();
  });

  it('loads each face through the Font Loading API, ignoring a failed load', () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const fonts = { load };
    new Function('document', katexFontLoadScript(['KaTeX_Main-Regular', 'KaTeX_Math-Italic']))({
      fonts,
    });
    expect(load.mock.calls).toEqual([['1em KaTeX_Main'], ['italic 1em KaTeX_Math']]);
  });
});
