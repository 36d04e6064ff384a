/** The problems found in one tab of the draft, announced politely as they change. */
import React from 'react';
import { formatContentError, type ContentError } from '../../content-model/errors';
import { formatCompileFailure, type CompileFailure } from './compileErrors';

export interface ErrorListProps {
  id: string;
  compileError?: CompileFailure | null;
  runtimeError?: string | null;
  contentErrors: readonly ContentError[];
  /** Moves the editor's cursor to a 1-based place. */
  onGoTo(line: number, column?: number): void;
}

const item = 'whitespace-pre-wrap break-words rounded-md border px-3 py-2 font-mono text-sm';
const errorItem = `${item} border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100`;
const warnItem = `${item} border-yellow-300 bg-yellow-50 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100`;

function GoTo({
  line,
  column,
  onGoTo,
}: {
  line?: number;
  column?: number;
  onGoTo: ErrorListProps['onGoTo'];
}) {
  if (line === undefined) return null;
  return (
    <button
      type="button"
      onClick={() => onGoTo(line, column)}
      className="ml-2 font-sans text-xs underline"
    >
      Go to line {line}
    </button>
  );
}

export function ErrorList({
  id,
  compileError,
  runtimeError,
  contentErrors,
  onGoTo,
}: ErrorListProps): React.JSX.Element {
  const empty = !compileError && !runtimeError && contentErrors.length === 0;
  return (
    <div id={id} role="status" className="mt-3 space-y-2">
      {compileError && (
        <p className={errorItem}>
          <span className="font-sans font-semibold">MDX error. </span>
          {formatCompileFailure(compileError)}
          <GoTo line={compileError.line} column={compileError.column} onGoTo={onGoTo} />
          <span className="block font-sans text-xs">
            The preview shows the last version that compiled.
          </span>
        </p>
      )}
      {runtimeError && (
        <p className={errorItem}>
          <span className="font-sans font-semibold">Rendering error. </span>
          {runtimeError}
          <span className="block font-sans text-xs">
            The preview shows the last version that rendered.
          </span>
        </p>
      )}
      {contentErrors.length > 0 && (
        <ul aria-label="Content checks" className="space-y-2">
          {contentErrors.map((error, index) => (
            <li key={index} className={warnItem}>
              {formatContentError(error)}
              <GoTo line={error.line} column={error.column} onGoTo={onGoTo} />
            </li>
          ))}
        </ul>
      )}
      {empty && <p className="text-sm text-green-800 dark:text-green-300">No problems found.</p>}
    </div>
  );
}
