import type { GatsbySSR } from 'gatsby';
import { darkModePrePaintScript } from './src/user-data/darkMode';
import { wrapRootElement as wrap } from './src/site/wrapRootElement';

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
