/**
 * Renders an article (src/mdx/article.ts) with the widget registry: widgets and the elements
 * around them as React elements, every static stretch as one StaticBlock.
 *
 * A page reached in the browser (after the first page has rendered) waits, suspended, for the
 * article's HTML file, so that it never shows a half-filled article; the page a visitor opened
 * has that HTML in the document already and never fetches it.
 */
import React, { Suspense, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ArticleData, ArticleNode } from '../../mdx/article';
import { isBlock } from '../../mdx/article';
import { ContentErrors } from './ContentErrors';
import { mdxComponents } from './registry';
import { createStaticHtmlSource, StaticBlock, type StaticHtmlSource } from './StaticBlock';

const COMPONENTS: Record<string, React.ElementType> = {
  ...mdxComponents,
  Fragment: React.Fragment,
};

const subscribeToNothing = () => () => undefined;

/**
 * Whether the component first rendered on the server or while React hydrated the server's HTML
 * (React reads the server snapshot then), fixed for the component's life: the article of the page
 * a visitor opened is in the document, one reached by a link is not.
 */
function useMountedFromServerHtml(): boolean {
  const fromServer = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return useRef(fromServer).current;
}

async function fetchArticleHtml(url: string): Promise<readonly string[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const { html } = (await response.json()) as { html: string[] };
  return html;
}

/** One source per article file for the whole visit, so a page visited again fetches nothing. */
const sources = new Map<string, StaticHtmlSource>();
/** Articles whose file could not be loaded (offline): rendered with what is known. */
const failed = new Set<string>();

function sourceFor(article: ArticleData): StaticHtmlSource {
  let source = sources.get(article.htmlUrl);
  if (!source) {
    source = createStaticHtmlSource(() => fetchArticleHtml(article.htmlUrl));
    sources.set(article.htmlUrl, source);
  }
  return source;
}

function renderNodes(nodes: readonly ArticleNode[], source: StaticHtmlSource): React.ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node;
    if (isBlock(node)) {
      return (
        <StaticBlock key={key} source={source} index={node.b} tag={node.tag} {...node.attrs} />
      );
    }
    const type = COMPONENTS[node.tag] ?? node.tag;
    const children = node.children ? renderNodes(node.children, source) : [];
    return React.createElement(type, { key, ...node.props }, ...children);
  });
}

export function Article({ article }: { article: ArticleData }): React.JSX.Element {
  const fromServerHtml = useMountedFromServerHtml();
  // An article that brings its HTML (the live preview, `gatsby develop`) is one of many drafts:
  // it gets a source of its own instead of one kept for the visit.
  const source = useMemo(
    () =>
      article.html
        ? createStaticHtmlSource(async () => article.html ?? [], article.html)
        : sourceFor(article),
    [article],
  );
  if (!fromServerHtml && !source.has(article.blocks) && !failed.has(article.htmlUrl)) {
    // Suspense: React renders this again once the file is in (or could not be had).
    throw source.load().catch((error: unknown) => {
      failed.add(article.htmlUrl);
      console.error('[article] could not load the article text', error);
    });
  }
  return (
    <>
      {article.errors && <ContentErrors errors={article.errors} />}
      {failed.has(article.htmlUrl) && (
        <p role="alert" className="rounded-md border border-amber-600 p-3">
          Part of this page could not be loaded. Check your connection, then{' '}
          <a href={typeof window === 'undefined' ? undefined : window.location.href}>reload</a>.
        </p>
      )}
      {renderNodes(article.tree, source)}
    </>
  );
}

/**
 * Where a page reached by a link waits for its article (a Suspense boundary), shown as
 * `fallback` meanwhile. The page a visitor opened gets no boundary: its article never waits, and
 * a boundary there would hydrate on its own, after the store's first update, and React would
 * render it again from scratch (error #421), throwing away the server's HTML.
 */
export function ArticleSuspense({
  fallback,
  children,
}: {
  fallback: React.ReactNode;
  children: React.ReactNode;
}): React.JSX.Element {
  return useMountedFromServerHtml() ? (
    <>{children}</>
  ) : (
    <Suspense fallback={fallback}>{children}</Suspense>
  );
}
