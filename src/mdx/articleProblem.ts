/** A problem in an MDX file that the build must reject, and how compiler errors become one. */

export interface ArticleProblem {
  /** 1-based, when the compiler knows where. */
  line?: number;
  column?: number;
  message: string;
}

/**
 * MDX, micromark and acorn throw VFileMessages: `reason` is the text, `line`/`column` the start
 * (also in `place`, a point or a position). Anything else is reported by its message.
 */
export function toArticleProblem(cause: unknown): ArticleProblem {
  if (typeof cause !== 'object' || cause === null) return { message: String(cause) };
  const error = cause as {
    reason?: unknown;
    message?: unknown;
    line?: unknown;
    column?: unknown;
    place?: { line?: unknown; column?: unknown; start?: { line?: unknown; column?: unknown } };
  };
  const place = error.place?.start ?? error.place;
  const text = typeof error.reason === 'string' ? error.reason : String(error.message ?? cause);
  // A tag never closed is reported at the end of the file, without a place: the tag's own
  // position is only in the text, "(10:1-10:24)".
  const written = /\((\d+):(\d+)-\d+:\d+\)/.exec(text);
  const line =
    typeof error.line === 'number' ? error.line : (place?.line ?? Number(written?.[1] ?? NaN));
  const column =
    typeof error.column === 'number'
      ? error.column
      : (place?.column ?? Number(written?.[2] ?? NaN));
  return {
    line: typeof line === 'number' && !Number.isNaN(line) ? line : undefined,
    column: typeof column === 'number' && !Number.isNaN(column) ? column : undefined,
    message: text,
  };
}
