import React from 'react';
import {
  fromKatexFontUrl,
  KATEX_CSS_PATH,
  KATEX_INLINE_ATTRIBUTE,
  katexFontLoadScript,
} from '../mdx/katexFonts';

/** The KaTeX fonts that the page's Head preloads (KatexStylesheet), among the head `components`. */
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
