/**
 * The preview pipeline: loads the compiler and the content-model checks on demand (never in the
 * page's first-load JavaScript), then compiles and checks the draft 300 ms after the author stops
 * typing. A failed compile keeps the last good component, so the preview never goes blank.
 */
import { useEffect, useRef, useState } from 'react';
import type { ArticleData } from '../../mdx/article';
import type { Draft } from '../../user-data';
import type { DraftCheck } from './checkDraft';
import type { CompileFailure } from './compileErrors';
import type { CompileResult } from './compileMdx';

export const PREVIEW_DEBOUNCE_MS = 300;

/** One object for every render: a new one would check the draft again each time. */
const NO_LADDERS: Readonly<Record<string, string>> = {};

interface Pipeline {
  compileMdx(text: string): Promise<CompileResult>;
  checkDraft(
    draft: Draft,
    tagVocabulary: readonly string[],
    solutionIds: readonly string[],
    ladderLinks: Readonly<Record<string, string>>,
  ): DraftCheck;
}

/** A compiled module body; `version` grows with every successful compile. */
export interface CompiledContent {
  article: ArticleData;
  version: number;
}

export interface LivePreview {
  /** Null until the first successful compile. */
  compiled: CompiledContent | null;
  /** The current compile error; `compiled` is then the last good version. */
  compileError: CompileFailure | null;
  check: DraftCheck | null;
  /** Could not load the compiler (offline with a cold cache, for example). */
  loadError: string | null;
}

function loadPipeline(): Promise<Pipeline> {
  return Promise.all([
    import(/* webpackChunkName: "liveupdate-compiler" */ './compileMdx'),
    import(/* webpackChunkName: "liveupdate-compiler" */ './checkDraft'),
  ]).then(([compiler, checker]) => ({
    compileMdx: compiler.compileMdx,
    checkDraft: checker.checkDraft,
  }));
}

/** @param solutionIds the site's internal solutions (checkDraft); keep the same array between renders. */
export function useLivePreview(
  draft: Draft,
  tagVocabulary: readonly string[],
  solutionIds: readonly string[],
  ladderLinks: Readonly<Record<string, string>> = NO_LADDERS,
): LivePreview {
  const [pipeline, setPipeline] = useState<Pipeline | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [debounced, setDebounced] = useState(draft);
  const [compiled, setCompiled] = useState<CompiledContent | null>(null);
  const [compileError, setCompileError] = useState<CompileFailure | null>(null);
  const [check, setCheck] = useState<DraftCheck | null>(null);
  const compiledText = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadPipeline().then(
      (loaded) => !cancelled && setPipeline(loaded),
      (error: unknown) => !cancelled && setLoadError(String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(draft), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  useEffect(() => {
    if (!pipeline) return;
    setCheck(pipeline.checkDraft(debounced, tagVocabulary, solutionIds, ladderLinks));
    // The lists reach the widgets through context: a JSON edit needs no new compile.
    if (compiledText.current === debounced.mdx) return;
    let stale = false;
    pipeline.compileMdx(debounced.mdx).then((result) => {
      if (stale) return;
      compiledText.current = debounced.mdx;
      if (result.ok) {
        setCompiled((previous) => ({
          article: result.article,
          version: (previous?.version ?? 0) + 1,
        }));
        setCompileError(null);
      } else {
        setCompileError(result.error);
      }
    });
    return () => {
      stale = true;
    };
  }, [pipeline, debounced, tagVocabulary, solutionIds, ladderLinks]);

  return { compiled, compileError, check, loadError };
}
