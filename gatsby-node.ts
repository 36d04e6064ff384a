/**
 * Gatsby build hooks, kept thin: every rule lives in src/content-model/ (read and validate) and
 * every Gatsby detail in src/gatsby/ (types, nodes, pages).
 */
import type { GatsbyNode } from 'gatsby';
import { readValidatedCorpus } from './src/gatsby/corpus';
import { copyKatexAssets } from './src/gatsby/katex';
import { createContentNodes } from './src/gatsby/nodes';
import { createContentPages } from './src/gatsby/pages';
import { contentTypeDefs } from './src/gatsby/schema';

/** The site's root directory: Gatsby runs from it, and compiles this file elsewhere. */
const siteRoot = (): string => process.cwd();

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  createContentNodes(readValidatedCorpus(siteRoot(), args.reporter), args);
};

export const createPages: GatsbyNode['createPages'] = ({ actions, reporter }) => {
  createContentPages(readValidatedCorpus(siteRoot(), reporter), siteRoot(), { actions });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = () => {
  copyKatexAssets(siteRoot());
};

/** `gatsby develop` serves public/ as it is, so the same files appear at the same address. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = () => {
  copyKatexAssets(siteRoot());
};
