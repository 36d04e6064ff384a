/**
 * The one error shape of the content model. Every check reports what is wrong (with the bad
 * value), where (file relative to the content root, and the list or line when known) and how
 * to fix it, so an author can act on the message without reading our code.
 */
export interface ContentError {
  /** Path relative to the root of the content tree, with forward slashes. */
  file: string;
  /** 1-based line in `file`, when known. */
  line?: number;
  /** 1-based column in `file`, when known. */
  column?: number;
  /** A place inside the file, e.g. `list "practice"`. */
  where?: string;
  /** What is wrong, including the bad value. */
  message: string;
  /** How to fix it: the valid choices, or "did you mean …?". */
  hint?: string;
  /** The underlying error (for example the JSON parser's), for debugging. */
  cause?: unknown;
}

/** `file:line:column (where): message`, then the hint on its own indented line. */
export function formatContentError(error: ContentError): string {
  let location = error.file;
  if (error.line !== undefined) {
    location += `:${error.line}`;
    if (error.column !== undefined) location += `:${error.column}`;
  }
  if (error.where) location += ` (${error.where})`;
  const head = `${location}: ${error.message}`;
  return error.hint ? `${head}\n  Fix: ${error.hint}` : head;
}

/** Every error, numbered, as one printable report. */
export function formatContentErrors(errors: readonly ContentError[]): string {
  const noun = errors.length === 1 ? 'error' : 'errors';
  const body = errors.map((e, i) => `${i + 1}. ${formatContentError(e)}`).join('\n');
  return `Found ${errors.length} content ${noun}:\n${body}`;
}

/** Edit distance (insert, delete, substitute, swap two neighbours), case-insensitive. */
function distance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[s.length][t.length];
}

/**
 * The known value closest to `value`, if it is close enough to be a likely typo: at most a
 * third of the longer string's length, and never more than 3 edits.
 */
export function closestMatch(value: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(value, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.min(3, Math.max(1, Math.floor(Math.max(value.length, best.length) / 3)));
  return bestDistance <= limit ? best : undefined;
}

/** `Did you mean "x"?` when a close value exists, otherwise the list of valid values. */
export function suggest(value: string, known: readonly string[], what = 'Valid values'): string {
  const close = closestMatch(value, known);
  if (close !== undefined) return `Did you mean "${close}"?`;
  if (known.length === 0) return `${what}: none yet.`;
  return `${what}: ${known.map((k) => `"${k}"`).join(', ')}.`;
}
