/**
 * `gatsby develop`: an edit to a module, its problems file or a solution reaches the open page.
 * The content tree is watched; after each burst of changes it is read, validated and compiled
 * again (unchanged articles come from the cache), and the content nodes are created anew. Gatsby
 * then runs the page queries again and sends the new page data to the browser, which renders it.
 *
 * A broken edit changes no content: every article page shows the errors (file, line, fix) over
 * the last version that compiled, and the next good edit clears them.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import type { ArticleCache } from '../content-build/compileCorpus';
import { loadContent } from '../content-build/loadContent';
import { formatContentError, type ContentError } from '../content-model/errors';
import { readContent, replaceContent, type SiteContent } from './content';
import { readLastUpdated } from './lastUpdated';
import { createContentNodes } from './nodes';

/** Long enough to take an editor's save (write, rename, touch) as one change. */
const SETTLE_MS = 150;

let watchers: FSWatcher[] = [];

type Args = Pick<
  SourceNodesArgs,
  'actions' | 'createNodeId' | 'createContentDigest' | 'reporter' | 'getNode'
> & {
  articleCache: ArticleCache;
  siteRoot: string;
  /** Writes the resized images of the new content (articleImages.ts), as the build does. */
  writeImages: (images: SiteContent['images']) => Promise<unknown>;
};

/** Reads, validates and compiles the tree again: the new content, or every error in it. */
async function reload(root: string, args: Args): Promise<SiteContent | ContentError[]> {
  const { corpus, articles, images, errors } = await loadContent(root, {
    siteRoot: args.siteRoot,
    cache: args.articleCache,
  });
  return errors.length > 0 ? errors : { corpus, articles, images };
}

export function watchContentInDevelop(root: string, args: Args, nodeIds: string[]): void {
  for (const watcher of watchers) watcher.close();
  let current = new Set(nodeIds);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const update = async () => {
    const result = await reload(root, args);
    const shown = Array.isArray(result)
      ? await readContent(root, args.reporter, { siteRoot: args.siteRoot })
      : result;
    if (Array.isArray(result)) {
      args.reporter.error(result.map(formatContentError).join('\n'));
    } else {
      replaceContent(root, result);
      await args.writeImages(result.images);
      args.reporter.info('Content updated');
    }
    const errors = Array.isArray(result) ? result.map(formatContentError) : undefined;
    const ids = createContentNodes(shown.corpus, shown.articles, args, {
      withHtml: true,
      errors,
      lastUpdated: readLastUpdated(root),
    });
    const kept = new Set(ids);
    for (const id of current) {
      if (kept.has(id)) continue;
      const node = args.getNode(id);
      if (node) args.actions.deleteNode(node);
    }
    current = kept;
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(update).catch((error: unknown) => {
        args.reporter.error(`Could not update the content: ${String(error)}`);
      });
    }, SETTLE_MS);
  };
  watchers = ['content', 'solutions'].map((dir) =>
    watch(join(root, dir), { recursive: true }, schedule),
  );
}
