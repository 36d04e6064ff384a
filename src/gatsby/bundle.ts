/**
 * Webpack settings for the production browser bundle (`build-javascript`), each one trimming
 * first-load JavaScript or its cost; docs/performance.md has the measurements.
 */
import { join } from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { CompileHintsPlugin } from './compileHints';

/**
 * Gatsby's internal Partytown browser plugin returns at once outside `gatsby develop`; in a
 * production bundle it only brings gatsby-script and Partytown's integration along. Replaced
 * by an empty module there (off-main-thread scripts still get their snippet from the SSR side).
 */
export const PARTYTOWN_BROWSER_PLUGIN =
  /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** `siteRoot`, not `__dirname`: Gatsby runs gatsby-node.ts compiled into .cache/. */
export function browserBundleConfig(siteRoot: string, plugins: CreateWebpackConfigArgs['plugins']) {
  return {
    plugins: [
      new CompileHintsPlugin(),
      plugins.normalModuleReplacement(
        PARTYTOWN_BROWSER_PLUGIN,
        join(siteRoot, 'src', 'gatsby', 'noopBrowserPlugin.js'),
      ),
    ],
  };
}
