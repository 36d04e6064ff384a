/**
 * The browser side of src/mdx/rehypeStaticHtml.ts: a static stretch of an article (prose, tables,
 * math) whose HTML is not in the page's JavaScript.
 *
 * The build writes each block's HTML into the page's HTML and, once more, into a separate chunk
 * of strings for that page. Which copy a block uses depends on how it appears:
 *
 * - **On the page the visitor opened**, React hydrates the element the server sent and leaves the
 *   content of a `dangerouslySetInnerHTML` element as it is. The block renders an empty string and
 *   keeps the server's content; the chunk of strings is never fetched.
 * - **On a page reached in the browser**, the page's module waits for its chunk of strings before
 *   Gatsby renders it (see `staticHtmlSource`), so every block has its HTML on first render.
 * - **A block mounted again** (back to the first page, a language switch) uses the HTML its
 *   earlier copy held when it left the page; failing that, it loads the chunk and fills in.
 */
import React, { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The HTML of one MDX file's static blocks, by index. */
export interface StaticHtmlSource {
  /** The block's HTML, if known. */
  get(index: number): string | undefined;
  /** Records the HTML of a block that was on the page (when the chunk has not been loaded). */
  keep(index: number, html: string): void;
  /** Loads the chunk of strings (once). */
  load(): Promise<void>;
}

type LoadStrings = () => Promise<{ default: readonly string[] }>;

/** True once React has rendered the first page (gatsby-browser's onInitialClientRender). */
function afterFirstRender(): boolean {
  return document.documentElement.dataset.hydrated === 'true';
}

export function createStaticHtmlSource(loadStrings: LoadStrings): StaticHtmlSource {
  const known = new Map<number, string>();
  let loading: Promise<void> | undefined;
  return {
    get: (index) => known.get(index),
    keep(index, html) {
      if (!known.has(index)) known.set(index, html);
    },
    load() {
      loading ??= loadStrings().then(
        ({ default: strings }) => strings.forEach((html, index) => known.set(index, html)),
        (error: unknown) => {
          loading = undefined; // a later mount tries again
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * Called once at the top of each compiled MDX module (`export const … = await …`). On the server
 * and for a page reached in the browser it resolves after the strings are in, so the page renders
 * whole; for the page the browser opened it resolves at once, because the HTML is already there.
 */
export async function staticHtmlSource(loadStrings: LoadStrings): Promise<StaticHtmlSource> {
  const source = createStaticHtmlSource(loadStrings);
  if (typeof document === 'undefined' || afterFirstRender()) await source.load();
  return source;
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
    // Mounted without its HTML (a fresh render of a block whose strings are not in yet). An
    // earlier copy that left the page in this same commit may have kept it; otherwise load.
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
  return React.createElement(tag, {
    ...attributes,
    ref,
    dangerouslySetInnerHTML: { __html: html ?? '' },
    suppressHydrationWarning: true,
  });
}

/** One static block; its props never change after the build, so it renders once. */
export const StaticBlock = memo(Block);
