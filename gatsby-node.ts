/**
 * Gatsby build hooks, kept thin: every rule lives in src/content-model/ (read and validate) and
 * every Gatsby detail in src/gatsby/ (types, nodes, pages).
 */
import type { GatsbyNode } from 'gatsby';
import { readValidatedCorpus } from './src/gatsby/corpus';
import { createContentNodes } from './src/gatsby/nodes';
import { createContentPages } from './src/gatsby/pages';
import { contentTypeDefs } from './src/gatsby/schema';
import { writeSearchIndex } from './src/gatsby/search';

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

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  writeSearchIndex(readValidatedCorpus(siteRoot(), reporter), siteRoot());
};
