/**
 * /liveupdate: write a module (MDX + problem-list JSON) on one side, see it rendered on the
 * other. The shell renders at once; the editor and the compiler arrive in their own chunks.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useDraft } from '../../user-data';
import type { CodeEditorHandle, CodeEditorProps } from './CodeEditor';
import { EditorTabs, panelId, tabId, type TabId } from './EditorTabs';
import { ErrorList } from './ErrorList';
import { PreviewPane } from './PreviewPane';
import { SAMPLE_DRAFT } from './sample';
import { useLivePreview } from './useLivePreview';

type EditorComponent = React.ForwardRefExoticComponent<
  CodeEditorProps & React.RefAttributes<CodeEditorHandle>
>;

const LABELS: Record<TabId, string> = { mdx: 'Module (MDX)', json: 'Problem lists (JSON)' };
const labelId = (id: TabId) => `liveupdate-label-${id}`;
const errorsId = (id: TabId) => `liveupdate-errors-${id}`;

const button =
  'rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800';

function useLazyEditor(): { Editor: EditorComponent | null; failed: boolean } {
  const [Editor, setEditor] = useState<EditorComponent | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import(/* webpackChunkName: "liveupdate-editor" */ './CodeEditor').then(
      (loaded) => !cancelled && setEditor(() => loaded.CodeEditor),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return { Editor, failed };
}

/** One array for every render: a new one would check the draft again each time. */
const NO_SOLUTIONS: readonly string[] = [];

/**
 * @param tagVocabulary the site's problem tags, which the draft's lists are checked against.
 * @param solutionIds the ids of the site's internal solutions, which the draft's problems may
 *   link to (the same array between renders).
 */
export function LiveUpdate({
  tagVocabulary,
  solutionIds = NO_SOLUTIONS,
  ladderLinks,
}: {
  tagVocabulary: readonly string[];
  solutionIds?: readonly string[];
  /** The site's hint ladders, uniqueID → link (checkDraft); the same object between renders. */
  ladderLinks?: Readonly<Record<string, string>>;
}): React.JSX.Element {
  const { draft, setMdx, setProblems, reset, undoReset, saved } = useDraft(SAMPLE_DRAFT);
  const { compiled, compileError, check, loadError } = useLivePreview(
    draft,
    tagVocabulary,
    solutionIds,
    ladderLinks,
  );
  const { Editor, failed: editorFailed } = useLazyEditor();
  const [tab, setTab] = useState<TabId>('mdx');
  const [runtimeError, setRuntimeError] = useState<string | null>(null);
  const editors = useRef<Record<TabId, CodeEditorHandle | null>>({ mdx: null, json: null });

  const mdxErrors = check?.mdxErrors ?? [];
  const problemErrors = check?.problemErrors ?? [];
  const errorCounts = {
    mdx: mdxErrors.length + (compileError ? 1 : 0) + (runtimeError ? 1 : 0),
    json: problemErrors.length,
  };
  const goTo = useCallback((id: TabId, line: number, column?: number) => {
    setTab(id);
    // The panel becomes visible on the next render; then the editor can take focus.
    requestAnimationFrame(() => editors.current[id]?.focusAt(line, column));
  }, []);

  const panel = (id: TabId, value: string, onChange: (text: string) => void) => (
    <div
      id={panelId(id)}
      role="tabpanel"
      aria-labelledby={tabId(id)}
      hidden={tab !== id}
      className="pt-3"
    >
      <p id={labelId(id)} className="mb-1 text-sm font-medium">
        {LABELS[id]}
      </p>
      <div className="h-[60vh] min-h-[16rem] overflow-hidden rounded-md border border-gray-300 bg-white text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100">
        {Editor ? (
          <Editor
            ref={(handle) => {
              editors.current[id] = handle;
            }}
            value={value}
            onChange={onChange}
            language={id}
            labelledBy={labelId(id)}
            describedBy={errorsId(id)}
            errorLine={id === 'mdx' ? compileError?.line : problemErrors[0]?.line}
          />
        ) : (
          <p role="status" className="p-3 text-sm text-gray-600 dark:text-gray-400">
            {editorFailed
              ? 'The editor could not be loaded. Reload the page to try again.'
              : 'Loading the editor…'}
          </p>
        )}
      </div>
      <ErrorList
        id={errorsId(id)}
        compileError={id === 'mdx' ? compileError : null}
        runtimeError={id === 'mdx' ? runtimeError : null}
        contentErrors={id === 'mdx' ? mdxErrors : problemErrors}
        onGoTo={(line, column) => goTo(id, line, column)}
      />
    </div>
  );

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900 dark:text-white">Live preview</h1>
      <p className="mt-2 max-w-prose text-gray-700 dark:text-gray-300">
        Write a module and its problem lists; the preview uses the same widgets and the same checks
        as the site. Your draft is kept in this browser only.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-label="Editor" className="min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <EditorTabs selected={tab} onSelect={setTab} errorCounts={errorCounts} />
            <div className="flex gap-2">
              <button type="button" className={button} onClick={reset}>
                Reset to sample
              </button>
              {undoReset && (
                <button type="button" className={button} onClick={undoReset}>
                  Undo reset
                </button>
              )}
            </div>
          </div>
          <p role="status" className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            {undoReset ? 'The sample is back. Undo reset restores your draft.' : ''}
            {!saved ? 'This browser refused to save the draft: copy your work before leaving.' : ''}
          </p>
          {panel('mdx', draft.mdx, setMdx)}
          {panel('json', draft.problems, setProblems)}
        </section>
        {/* A pane of its own height that scrolls inside: the preview arrives after the page has
            painted and grows with every edit, and the page around it must not move. */}
        <section
          aria-label="Rendered preview"
          tabIndex={0}
          className="h-[70vh] min-h-[16rem] min-w-0 overflow-y-auto rounded-md border border-gray-200 p-4 dark:border-gray-700 sm:p-6"
        >
          {loadError ? (
            <p role="alert">
              The preview could not be loaded ({loadError}). Reload the page to try again.
            </p>
          ) : (
            <PreviewPane compiled={compiled} check={check} onRuntimeError={setRuntimeError} />
          )}
        </section>
      </div>
    </div>
  );
}
