/**
 * A CodeMirror 6 editor for one text of the draft. Heavy: only ever loaded with import(), after
 * the page has rendered. Colours come from Tailwind classes so the editor follows dark mode.
 */
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { markdown } from '@codemirror/lang-markdown';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import {
  Annotation,
  EditorState,
  StateEffect,
  StateField,
  type Extension,
} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
  type DecorationSet,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';

export interface CodeEditorHandle {
  /** Puts the cursor at a 1-based line and column and focuses the editor. */
  focusAt(line: number, column?: number): void;
}

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  language: 'mdx' | 'json';
  /** Id of the element that names the editor (its visible label). */
  labelledBy: string;
  /** Id of the element describing the editor's errors. */
  describedBy?: string;
  /** 1-based line to mark as the place of an error, if any. */
  errorLine?: number;
}

const highlight = HighlightStyle.define([
  { tag: tags.heading, class: 'font-bold text-blue-800 dark:text-blue-300' },
  { tag: [tags.emphasis], class: 'italic' },
  { tag: [tags.strong], class: 'font-bold' },
  { tag: [tags.monospace, tags.string], class: 'text-green-800 dark:text-green-300' },
  { tag: [tags.tagName, tags.propertyName], class: 'text-purple-800 dark:text-purple-300' },
  {
    tag: [tags.attributeName, tags.number, tags.bool],
    class: 'text-amber-800 dark:text-amber-300',
  },
  {
    tag: [tags.meta, tags.processingInstruction, tags.comment],
    class: 'text-gray-600 dark:text-gray-400',
  },
  { tag: [tags.link, tags.url], class: 'underline text-blue-800 dark:text-blue-300' },
]);

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '14px', backgroundColor: 'transparent', color: 'inherit' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-content': { caretColor: 'currentColor' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'currentColor' },
  '&.cm-focused': { outline: '2px solid rgb(59 130 246)', outlineOffset: '-2px' },
  '.cm-gutters': {
    backgroundColor: 'transparent',
    color: 'inherit',
    opacity: '0.7',
    border: 'none',
  },
  '.cm-activeLine': { backgroundColor: 'rgb(127 127 127 / 0.08)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
    { backgroundColor: 'rgb(59 130 246 / 0.3)' },
  '.cm-error-line': { backgroundColor: 'rgb(239 68 68 / 0.18)' },
});

/** Marks a change that came from `value` (not the author), so it is not echoed to onChange. */
const fromProps = Annotation.define<boolean>();

const setErrorLine = StateEffect.define<number | null>();
const errorLineMark = Decoration.line({ class: 'cm-error-line' });

/** The line marked as the place of the current error. */
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      next =
        line !== null && line >= 1 && line <= transaction.state.doc.lines
          ? Decoration.set([errorLineMark.range(transaction.state.doc.line(line).from)])
          : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor(
  { value, onChange, language, labelledBy, describedBy, errorLine },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // The text the view was created with; later values arrive through the effect below.
  const initialValue = useRef(value);

  useEffect(() => {
    const extensions: Extension[] = [
      lineNumbers(),
      history(),
      drawSelection(),
      highlightActiveLine(),
      EditorView.lineWrapping,
      keymap.of([...defaultKeymap, ...historyKeymap]),
      language === 'json' ? json() : markdown(),
      syntaxHighlighting(highlight),
      theme,
      errorLineField,
      EditorView.contentAttributes.of({
        // Already focusable (contenteditable); saying so lets checkers see the scroller is reachable.
        tabindex: '0',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      }),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        if (update.transactions.some((t) => t.annotation(fromProps))) return;
        latestOnChange.current(update.state.doc.toString());
      }),
    ];
    const created = new EditorView({
      state: EditorState.create({ doc: initialValue.current, extensions }),
      parent: host.current as HTMLDivElement,
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [language, labelledBy, describedBy]);

  // A value from outside (the stored draft, a reset, an undo) replaces the text.
  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({
      changes: { from: 0, to: current.state.doc.length, insert: value },
      annotations: fromProps.of(true),
    });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: setErrorLine.of(errorLine ?? null) });
  }, [errorLine]);

  useImperativeHandle(ref, () => ({
    focusAt(line, column = 1) {
      const current = view.current;
      if (!current) return;
      const target = current.state.doc.line(Math.min(Math.max(line, 1), current.state.doc.lines));
      const position = Math.min(target.from + Math.max(column - 1, 0), target.to);
      current.dispatch({ selection: { anchor: position }, scrollIntoView: true });
      current.focus();
    },
  }));

  return <div ref={host} className="h-full" />;
});
