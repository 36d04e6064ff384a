import type { GatsbySSR } from 'gatsby';
import { darkModePrePaintScript } from './src/user-data/darkMode';
import { wrapRootElement as wrap } from './src/site/wrapRootElement';
import { readInlineKatexCss } from './src/gatsby/katex';
import { inlineKatexStylesheet } from './src/gatsby/katexHead';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = wrap;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    // Runs before the body is parsed, so the first paint already has the right theme.
    <script key="dark-mode" dangerouslySetInnerHTML={{ __html: darkModePrePaintScript }} />,
  ]);
};

// Math pages get KaTeX's CSS inline: a linked stylesheet would hold the first paint for one more
// round trip on a slow connection.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(
    inlineKatexStylesheet(getHeadComponents(), () => readInlineKatexCss(process.cwd())),
  );
};
