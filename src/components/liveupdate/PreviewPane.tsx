/**
 * The rendered draft, framed like a module page (same article frame, same widget registry, the
 * draft's problem lists in context). If the newest compile throws while rendering, the last
 * version that rendered stays on screen and the error is reported instead.
 */
import React, { useCallback, useEffect, useState } from 'react';
import { ProblemListsProvider, type ProblemLists } from '../mdx/ProblemListsContext';
import { ContentArticle } from '../mdx/ContentArticle';
import { PreviewBoundary } from './PreviewBoundary';
import type { CompiledContent } from './useLivePreview';
import type { DraftCheck } from './checkDraft';

const NO_LISTS: ProblemLists = {};

/** Reports once the tree before it has committed without throwing. */
function Rendered({ onRendered }: { onRendered(): void }): null {
  useEffect(onRendered, [onRendered]);
  return null;
}

export function PreviewPane({
  compiled,
  check,
  onRuntimeError,
}: {
  compiled: CompiledContent | null;
  check: DraftCheck | null;
  /** Called with the render error of the newest version, or null once it renders. */
  onRuntimeError(message: string | null): void;
}): React.JSX.Element {
  const [good, setGood] = useState<CompiledContent | null>(null);
  const [failedVersion, setFailedVersion] = useState<number | null>(null);
  const showing = compiled && compiled.version === failedVersion ? good : compiled;

  const handleRendered = useCallback(() => {
    if (!showing) return;
    setGood(showing);
    if (showing === compiled) onRuntimeError(null);
  }, [showing, compiled, onRuntimeError]);

  const handleError = useCallback(
    (error: Error) => {
      if (showing === compiled && compiled) setFailedVersion(compiled.version);
      onRuntimeError(error.message);
    },
    [showing, compiled, onRuntimeError],
  );

  const header = check?.header;
  return (
    // As wide as a module page's article at most, so lines break where they will on the site.
    <article aria-label="Preview" className="max-w-3xl">
      {header && (
        <>
          <h1 className="text-3xl font-bold text-gray-900 dark:text-white">{header.title}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Author: {header.author}</p>
          <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{header.description}</p>
        </>
      )}
      {showing ? (
        <PreviewBoundary key={showing.version} onError={handleError}>
          <ProblemListsProvider lists={check?.lists ?? NO_LISTS}>
            <ContentArticle article={showing.article} />
          </ProblemListsProvider>
          <Rendered onRendered={handleRendered} />
        </PreviewBoundary>
      ) : (
        <p className="text-gray-600 dark:text-gray-400">Loading the preview…</p>
      )}
    </article>
  );
}
