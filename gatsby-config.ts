import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import { toHtml } from 'hast-util-to-html';
import { siteConfig } from './src/site/siteConfig';
import { resolveContentRoot } from './src/gatsby/contentRoot';
import rehypeStaticHtml from './src/mdx/rehypeStaticHtml';
import { remarkResourceLinks } from './src/mdx/remarkResourceLinks';

const contentRoot = resolveContentRoot(__dirname);

/** What compiled MDX imports its static blocks from (see src/mdx/rehypeStaticHtml.ts). */
const STATIC_BLOCK_RUNTIME = path.join(__dirname, 'src/components/mdx/StaticBlock.tsx');

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.description,
    siteUrl: siteConfig.siteUrl,
    repositoryUrl: siteConfig.repositoryUrl,
  },
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  trailingSlash: 'never',
  plugins: [
    'gatsby-plugin-postcss',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: `${contentRoot}/content`, ignore: ['**/*.ts', '**/*.md'] },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'solutions', path: `${contentRoot}/solutions`, ignore: ['**/*.md'] },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        mdxOptions: {
          // Tables, then $…$ / $$…$$ math rendered to HTML at build time (no KaTeX JavaScript
          // in the browser; its stylesheet is inlined or linked only by pages that contain math).
          // Headings get ids (for the table of contents, search results and shared links). Each
          // <Resource> gets its link and tooltip here, so the book tables stay out of the pages.
          // Static HTML (prose, tables, math) then reaches React as strings, so hydration skips it,
          // and those strings wait in a chunk of their own that the first page never fetches.
          remarkPlugins: [remarkGfm, remarkMath, remarkResourceLinks],
          rehypePlugins: [
            rehypeKatex,
            rehypeSlug,
            [rehypeStaticHtml, { toHtml, runtime: STATIC_BLOCK_RUNTIME }],
          ],
        },
      },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: siteConfig.title,
        short_name: siteConfig.title,
        description: siteConfig.description,
        start_url: '/',
        background_color: '#ffffff',
        theme_color: '#1e40af',
        display: 'minimal-ui',
        icon: 'src/images/icon.svg',
        // The icons are linked from the HTML head; cache busting by file hash is not needed
        // because the manifest itself is versioned by the service worker.
        cache_busting_mode: 'none',
      },
    },
    {
      // Must come after the manifest so the manifest is cached for offline use.
      resolve: 'gatsby-plugin-offline',
      options: {
        workboxConfig: {
          globPatterns: ['**/icons*'],
        },
      },
    },
  ],
};

export default config;
