import type { GatsbyConfig } from 'gatsby';
import { siteConfig } from './src/site/siteConfig';

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
