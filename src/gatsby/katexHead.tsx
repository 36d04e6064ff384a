import React from 'react';
import { KATEX_CSS_PATH, KATEX_INLINE_ATTRIBUTE } from '../components/module/KatexStylesheet';
import {
  findKatexFonts,
  fromKatexFontUrl,
  katexFontLoadScript,
  toKatexFontUrl,
} from './katexFonts';

/**
 * `<link rel="preload">` for each KaTeX font the first formulas of a page's body use (see
 * katexFonts.ts for why); none for a page without math. `crossOrigin` because fonts are always
 * fetched in CORS mode: a preload without it would not be used, and the font fetched twice.
 */
export function katexFontPreloads(bodyHtml: string): React.JSX.Element[] {
  return findKatexFonts(bodyHtml).map((font) => (
    <link
      key={`katex-font-${font}`}
      rel="preload"
      href={toKatexFontUrl(font)}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />
  ));
}

/** The KaTeX fonts that katexFontPreloads put among the head `components`. */
function preloadedKatexFonts(components: readonly React.ReactNode[]): string[] {
  return components.flatMap((component) => {
    if (
      !React.isValidElement<{ href?: string; rel?: string }>(component) ||
      component.type !== 'link' ||
      component.props.rel !== 'preload'
    ) {
      return [];
    }
    const font = fromKatexFontUrl(component.props.href ?? '');
    return font ? [font] : [];
  });
}

/**
 * The head of a server-rendered page with KaTeX's stylesheet link replaced by the CSS itself
 * (`css`, from readInlineKatexCss), followed by a script that loads the fonts the head preloads
 * (katexFontLoadScript). The `<style>` carries no `data-gatsby-head`, so Gatsby's head updates in
 * the browser leave it in place.
 */
export function inlineKatexStylesheet(
  components: readonly React.ReactNode[],
  css: () => string,
): React.ReactNode[] {
  const fonts = preloadedKatexFonts(components);
  return components.flatMap((component) => {
    if (
      React.isValidElement<{ href?: string; rel?: string }>(component) &&
      component.type === 'link' &&
      component.props.rel === 'stylesheet' &&
      component.props.href === KATEX_CSS_PATH
    ) {
      const style = (
        <style
          key="katex-inline"
          {...{ [KATEX_INLINE_ATTRIBUTE]: '' }}
          dangerouslySetInnerHTML={{ __html: css() }}
        />
      );
      if (fonts.length === 0) return [style];
      // After the CSS: the Font Loading API finds only faces already declared.
      return [
        style,
        <script
          key="katex-fonts"
          dangerouslySetInnerHTML={{ __html: katexFontLoadScript(fonts) }}
        />,
      ];
    }
    return [component];
  });
}
