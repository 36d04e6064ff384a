/**
 * A static stretch of an article (prose, tables, math): an element whose inner HTML the build
 * produced once (src/mdx/hastToArticle.ts) and React never walks.
 *
 * Which copy of the HTML a block uses depends on how it appears:
 *
 * - **In the HTML the build writes**, the server renders a marker in each block
 *   (`blockMarker`), and the build puts the block's HTML in its place after rendering
 *   (src/gatsby/articleFiles.ts). The page's data never carries the article text again.
 * - **On the page the visitor opened**, React hydrates the element the server sent and leaves the
 *   content of a `dangerouslySetInnerHTML` element as it is. The block keeps the server's content;
 *   the article's HTML file is never fetched.
 * - **On a page reached in the browser**, the article waits for its HTML file before it renders
 *   (Article.tsx), so every block has its HTML on first render.
 * - **A block mounted again** (back to the first page, a language switch) uses the HTML its
 *   earlier copy held when it left the page; failing that, it loads the file and fills in.
 */
import React, { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { blockMarker } from '../../mdx/article';

/** The HTML of one article's static blocks, by index. */
export interface StaticHtmlSource {
  /** The block's HTML, if known. */
  get(index: number): string | undefined;
  /** Whether the HTML of blocks 0 … count − 1 is known. */
  has(count: number): boolean;
  /** Records the HTML of a block that was on the page (when the file has not been loaded). */
  keep(index: number, html: string): void;
  /** Loads the article's HTML (once). */
  load(): Promise<void>;
}

type LoadStrings = () => Promise<readonly string[]>;

export function createStaticHtmlSource(
  loadStrings: LoadStrings,
  strings: readonly string[] = [],
): StaticHtmlSource {
  const known = new Map<number, string>(strings.map((html, index) => [index, html]));
  let loading: Promise<void> | undefined;
  return {
    get: (index) => known.get(index),
    has(count) {
      for (let i = 0; i < count; i++) if (!known.has(i)) return false;
      return true;
    },
    keep(index, html) {
      if (!known.has(index)) known.set(index, html);
    },
    load() {
      loading ??= loadStrings().then(
        (loaded) => loaded.forEach((html, index) => known.set(index, html)),
        (error: unknown) => {
          loading = undefined; // a later mount tries again
          throw error;
        },
      );
      return loading;
    },
  };
}

// Layout effects do not run on the server (and React warns about them there); the check below
// must run before paint in the browser, so a block never shows empty for a frame.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

type BlockProps = {
  source: StaticHtmlSource;
  index: number;
  tag: string;
} & Record<string, string | number | StaticHtmlSource>;

function Block({ source, index, tag, ...attributes }: BlockProps): React.JSX.Element {
  const ref = useRef<HTMLElement>(null);
  // Fixed at mount unless the block has to fill in: setting the same HTML again would rebuild
  // the element's content for nothing.
  const [html, setHtml] = useState(() => source.get(index));
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (html !== undefined || !element) return undefined;
    if (element.hasChildNodes()) {
      // Hydrated from the server's HTML: keep a copy for when this block is mounted again.
      return () => source.keep(index, element.innerHTML);
    }
    // Mounted without its HTML. An earlier copy that left the page in this same commit may have
    // kept it; otherwise load.
    const kept = source.get(index);
    if (kept !== undefined) {
      setHtml(kept);
      return undefined;
    }
    let mounted = true;
    source.load().then(
      () => mounted && setHtml(source.get(index) ?? ''),
      (error: unknown) => console.error('[static-html] could not load the article text', error),
    );
    return () => {
      mounted = false;
    };
  }, [html, source, index]);
  const onServer = typeof document === 'undefined';
  return React.createElement(tag, {
    ...attributes,
    ref,
    dangerouslySetInnerHTML: { __html: html ?? (onServer ? blockMarker(index) : '') },
    suppressHydrationWarning: true,
  });
}

/** One static block; its props never change after the build, so it renders once. */
export const StaticBlock = memo(Block);
