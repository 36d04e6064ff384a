/**
 * Gatsby build hooks, kept thin: every rule lives in src/content-model/ (read and validate) and
 * every Gatsby detail in src/gatsby/ (types, nodes, pages).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { browserBundleConfig, htmlRendererConfig, withAsyncFunctions } from './src/gatsby/bundle';
import { readValidatedCorpus } from './src/gatsby/corpus';
import { copyKatexAssets } from './src/gatsby/katex';
import { deferBundlesInBuild } from './src/gatsby/lateScripts';
import { addScriptPolicyInBuild } from './src/gatsby/scriptPolicy';
import { createContentNodes } from './src/gatsby/nodes';
import { createContentPages } from './src/gatsby/pages';
import { contentTypeDefs } from './src/gatsby/schema';
import { resolveContentRoot } from './src/gatsby/contentRoot';
import { writeSearchIndex } from './src/gatsby/search';

/** The site's root directory: Gatsby runs from it, and compiles this file elsewhere. */
const siteRoot = (): string => process.cwd();
/** Where content/ and solutions/ are read from (see contentRoot.ts: CONTENT_ROOT for benchmarks). */
const contentRoot = (): string => resolveContentRoot(siteRoot());

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  createContentNodes(readValidatedCorpus(contentRoot(), args.reporter), args);
};

export const createPages: GatsbyNode['createPages'] = ({ actions, reporter }) => {
  createContentPages(
    readValidatedCorpus(contentRoot(), reporter),
    siteRoot(),
    { actions },
    contentRoot(),
  );
};

/**
 * The browser bundles (production and `gatsby develop`) are told the browsers run async
 * functions; the production one also gets the settings of src/gatsby/bundle.ts (less first-load
 * JavaScript, eager compilation of what runs on load). The HTML renderer gets KaTeX's CSS
 * compiled in and leaves out what only the browser loads (htmlRendererConfig).
 * Content outside the site (a CONTENT_ROOT build) compiles MDX that imports `@mdx-js/react`;
 * webpack looks for it next to the file, so point it at the site's own node_modules too.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
  loaders,
  getConfig,
}) => {
  if (stage === 'build-javascript' || stage === 'develop') {
    actions.replaceWebpackConfig(withAsyncFunctions(getConfig()));
  }
  if (stage === 'build-javascript') {
    actions.setWebpackConfig(browserBundleConfig(siteRoot(), plugins));
  }
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig(htmlRendererConfig(siteRoot(), plugins, loaders));
  }
  if (contentRoot() !== siteRoot()) {
    actions.setWebpackConfig({
      // Nested node_modules first (parse5 needs its own `entities`), then the site's, for the
      // imports of MDX files that live outside the site.
      resolve: { modules: ['node_modules', join(siteRoot(), 'node_modules')] },
    });
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  copyKatexAssets(siteRoot());
  writeSearchIndex(readValidatedCorpus(contentRoot(), reporter), contentRoot(), siteRoot());
  deferBundlesInBuild(join(siteRoot(), 'public'));
  // Last: it hashes the inline scripts as they finally are (the loader above is one of them).
  addScriptPolicyInBuild(
    join(siteRoot(), 'public'),
    readFileSync(join(siteRoot(), 'firebase.json'), 'utf8'),
  );
};

/** `gatsby develop` serves public/ as it is, so the same files appear at the same address. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = () => {
  copyKatexAssets(siteRoot());
};
