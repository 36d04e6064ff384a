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
  const line = typeof error.line === 'number' ? error.line : place?.line;
  const column = typeof error.column === 'number' ? error.column : place?.column;
  const text = typeof error.reason === 'string' ? error.reason : String(error.message ?? cause);
  return {
    line: typeof line === 'number' ? line : undefined,
    column: typeof column === 'number' ? column : undefined,
    message: text,
  };
}
