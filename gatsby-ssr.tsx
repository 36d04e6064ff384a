import type { GatsbySSR } from 'gatsby';
import { darkModePrePaintScript, languagePrePaintScript } from './src/user-data';
import { wrapRootElement as wrap } from './src/site/wrapRootElement';
import { wrapPageElement as wrapPage } from './src/site/wrapPageElement';
import { hashRepairScript } from './src/site/hashRepair';
import { inlineKatexStylesheet } from './src/gatsby/katexHead';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = wrap;
export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    // Run before the body is parsed, so the first paint already has the right theme and shows
    // only the student's language.
    <script key="dark-mode" dangerouslySetInnerHTML={{ __html: darkModePrePaintScript }} />,
    <script key="language" dangerouslySetInnerHTML={{ __html: languagePrePaintScript }} />,
    // Before any bundle: Gatsby's router throws on a malformed fragment (src/site/hashRepair.ts).
    <script key="hash-repair" dangerouslySetInnerHTML={{ __html: hashRepairScript }} />,
  ]);
};

/** KaTeX's inline CSS, compiled in by src/gatsby/bundle.ts (htmlRendererConfig). */
declare const __INLINE_KATEX_CSS__: string;

// Math pages get KaTeX's CSS inline: a linked stylesheet would hold the first paint for one more
// round trip on a slow connection.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(inlineKatexStylesheet(getHeadComponents(), () => __INLINE_KATEX_CSS__));
};
