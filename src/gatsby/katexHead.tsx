import React from 'react';
import { KATEX_CSS_PATH, KATEX_INLINE_ATTRIBUTE } from '../components/module/KatexStylesheet';

/**
 * The head of a server-rendered page with KaTeX's stylesheet link replaced by the CSS itself
 * (`css`, from readInlineKatexCss). The `<style>` carries no `data-gatsby-head`, so Gatsby's
 * head updates in the browser leave it in place.
 */
export function inlineKatexStylesheet(
  components: readonly React.ReactNode[],
  css: () => string,
): React.ReactNode[] {
  return components.map((component) => {
    if (
      React.isValidElement<{ href?: string; rel?: string }>(component) &&
      component.type === 'link' &&
      component.props.rel === 'stylesheet' &&
      component.props.href === KATEX_CSS_PATH
    ) {
      return (
        <style
          key="katex-inline"
          {...{ [KATEX_INLINE_ATTRIBUTE]: '' }}
          dangerouslySetInnerHTML={{ __html: css() }}
        />
      );
    }
    return component;
  });
}
