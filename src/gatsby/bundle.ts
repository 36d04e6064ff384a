/**
 * Webpack settings for the browser bundle: for production (`build-javascript`), each one
 * trimming first-load JavaScript or its cost (measured in docs/performance.md, "First-load
 * JavaScript"). The HTML renderer's settings are `htmlRendererConfig` (there, "The build").
 */
import { join } from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { CompileHintsPlugin } from './compileHints';
import { inlineKatexCssDefinition } from './katex';

/**
 * Gatsby's internal Partytown browser plugin returns at once outside `gatsby develop`; in a
 * production bundle it only brings gatsby-script and Partytown's integration along. Replaced
 * by an empty module there (off-main-thread scripts still get their snippet from the SSR side).
 */
export const PARTYTOWN_BROWSER_PLUGIN =
  /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/**
 * gatsby-plugin-manifest's browser plugin swaps the manifest link on route changes, and only for
 * localised manifests (gatsby-config.ts has none). Its helper `require`s all of `gatsby`, which
 * keeps every re-export of it (gatsby-script among them) in the bundle. Replaced the same way.
 */
export const MANIFEST_BROWSER_PLUGIN = /gatsby-plugin-manifest[\\/]gatsby-browser\.js$/;

/** `siteRoot`, not `__dirname`: Gatsby runs gatsby-node.ts compiled into .cache/. */
export function browserBundleConfig(siteRoot: string, plugins: CreateWebpackConfigArgs['plugins']) {
  return {
    plugins: [
      new CompileHintsPlugin(true),
      ...[PARTYTOWN_BROWSER_PLUGIN, MANIFEST_BROWSER_PLUGIN].map((test) =>
        plugins.normalModuleReplacement(
          test,
          join(siteRoot, 'src', 'gatsby', 'noopBrowserPlugin.js'),
        ),
      ),
    ],
  };
}

/**
 * Modules that only the browser ever loads, with import(), after a visitor acts: the live
 * preview's compiler and editor (src/components/liveupdate/), and the Firebase SDK
 * (src/user-data/sync/firebaseBackend.ts). No page render runs them, yet webpack would compile
 * them into the HTML renderer as well: the MDX compiler, CodeMirror, and Firebase's Node builds.
 */
export const BROWSER_ONLY_MODULES = [
  /[\\/]src[\\/]components[\\/]liveupdate[\\/](?:compileMdx|checkDraft|CodeEditor)\.tsx?$/,
  /[\\/]node_modules[\\/](?:firebase|@firebase)[\\/]/,
];

/**
 * For the HTML renderer (`build-html`, `develop-html`): KaTeX's inline CSS as a compiled-in
 * constant, so that rendering a page reads no files (see INLINE_KATEX_CSS), and
 * BROWSER_ONLY_MODULES as empty modules.
 */
export function htmlRendererConfig(
  siteRoot: string,
  plugins: CreateWebpackConfigArgs['plugins'],
  loaders: Pick<CreateWebpackConfigArgs['loaders'], 'null'>,
) {
  return {
    plugins: [plugins.define(inlineKatexCssDefinition(siteRoot))],
    module: { rules: BROWSER_ONLY_MODULES.map((test) => ({ test, use: loaders.null() })) },
  };
}
