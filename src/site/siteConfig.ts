/**
 * Facts about the site that several places need (metadata, header, Contact Us, edit links).
 * Build-time overrides come from environment variables so forks can point at their own repo.
 */
export const siteConfig = {
  title: 'CP Guide',
  description:
    'A free, structured guide to competitive programming: from your first contest to olympiad level, with explanations, code in C++, Java and Python, and curated problems.',
  siteUrl: process.env.GATSBY_SITE_URL ?? 'http://localhost:9000',
  repositoryUrl: process.env.GATSBY_REPOSITORY_URL ?? 'https://github.com/cp-guide/cp-guide',
} as const;
