/**
 * Gatsby build hooks, kept thin: every rule lives in src/content-model/ (read and validate) and
 * every Gatsby detail in src/gatsby/ (types, nodes, pages).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatsbyCache, GatsbyNode, Reporter } from 'gatsby';
import { writeArticleFiles } from './src/gatsby/articleFiles';
import { writeArticleImages } from './src/gatsby/articleImages';
import { browserBundleConfig, htmlRendererConfig } from './src/gatsby/bundle';
import {
  compileHere,
  compilerFingerprint,
  type ArticleCache,
} from './src/content-build/compileCorpus';
import { compileInWorkers } from './src/content-build/compileInWorkers';
import { readContent } from './src/gatsby/content';
import { watchContentInDevelop } from './src/gatsby/develop';
import { copyKatexAssets } from './src/gatsby/katex';
import { deferBundlesInBuild } from './src/gatsby/lateScripts';
import { addScriptPolicyInBuild } from './src/gatsby/scriptPolicy';
import { readLastUpdated } from './src/gatsby/lastUpdated';
import { createContentNodes } from './src/gatsby/nodes';
import { createContentPages, removeDevPages, toArticlePages } from './src/gatsby/pages';
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

/** Whether this process is `gatsby develop`, where no built HTML holds the articles' text. */
const isDevelop = () => process.env.gatsby_executing_command === 'develop';

/**
 * The corpus and its compiled articles, read once per process (src/gatsby/content.ts) and shared
 * by the hooks below. Articles are kept in Gatsby's cache under the compiler that made them.
 */
const readSiteContent = (store: GatsbyCache, reporter: Reporter) => {
  const cache: ArticleCache = { store, fingerprint: compilerFingerprint(siteRoot()) };
  const content = readContent(contentRoot(), reporter, {
    siteRoot: siteRoot(),
    cache,
    compile: compileInWorkers(siteRoot(), compileHere),
  });
  return { cache, content };
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  const { cache, content } = readSiteContent(args.cache, args.reporter);
  const { corpus, articles } = await content;
  const nodeIds = createContentNodes(corpus, articles, args, {
    withHtml: isDevelop(),
    lastUpdated: readLastUpdated(contentRoot()),
  });
  if (isDevelop()) {
    watchContentInDevelop(
      contentRoot(),
      {
        ...args,
        articleCache: cache,
        siteRoot: siteRoot(),
        writeImages: (images) =>
          writeArticleImages(join(siteRoot(), 'public'), args.cache.directory, images),
      },
      nodeIds,
    );
  }
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter, cache }) => {
  const { corpus, articles } = await readSiteContent(cache, reporter).content;
  createContentPages(corpus, articles, siteRoot(), { actions });
};

/** Pages from src/pages/: only the test build has the /dev/ pages (src/gatsby/pages.ts). */
export const onCreatePage: GatsbyNode['onCreatePage'] = (args) => {
  removeDevPages(args);
};

/**
 * The production browser bundle gets the settings of src/gatsby/bundle.ts (less first-load
 * JavaScript, eager compilation of what runs on load). The HTML renderer gets KaTeX's CSS
 * compiled in and leaves out what only the browser loads (htmlRendererConfig).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
  loaders,
}) => {
  if (stage === 'build-javascript') {
    actions.setWebpackConfig(browserBundleConfig(siteRoot(), plugins));
  }
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig(htmlRendererConfig(siteRoot(), plugins, loaders));
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, cache }) => {
  const { corpus, articles, images } = await readSiteContent(cache, reporter).content;
  copyKatexAssets(siteRoot());
  const written = await writeArticleImages(join(siteRoot(), 'public'), cache.directory, images);
  reporter.info(
    `Article images: ${images.length} files, ${written.resized} resized, ${written.copied} copied`,
  );
  writeArticleFiles(join(siteRoot(), 'public'), toArticlePages(corpus, articles));
  reporter.info(writeSearchIndex(corpus, siteRoot()).report);
  deferBundlesInBuild(join(siteRoot(), 'public'));
  // Last: it hashes the inline scripts as they finally are (the loader above is one of them).
  addScriptPolicyInBuild(
    join(siteRoot(), 'public'),
    readFileSync(join(siteRoot(), 'firebase.json'), 'utf8'),
  );
};

/** `gatsby develop` serves public/ as it is, so the same files appear at the same address. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async ({ cache, reporter }) => {
  copyKatexAssets(siteRoot());
  const { images } = await readSiteContent(cache, reporter).content;
  await writeArticleImages(join(siteRoot(), 'public'), cache.directory, images);
};
