import React from 'react';
import { siteConfig } from '../../site/siteConfig';

interface SeoProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** The page's path, for the canonical URL. */
  pathname?: string;
  children?: React.ReactNode;
}

/** Head tags for Gatsby's Head API: every page exports `Head` rendering this. */
export function Seo({ title, description, pathname, children }: SeoProps): React.JSX.Element {
  const fullTitle = title === siteConfig.title ? title : `${title} · ${siteConfig.title}`;
  const metaDescription = description ?? siteConfig.description;
  const url = pathname ? `${siteConfig.siteUrl}${pathname}` : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:type" content="website" />
      {url && <meta property="og:url" content={url} />}
      {url && <link rel="canonical" href={url} />}
      <meta name="twitter:card" content="summary" />
      {children}
    </>
  );
}
