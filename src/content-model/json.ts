/** JSON parsing that reports where the syntax breaks, as line and column. */
import type { ContentError } from './errors';

/** 1-based line and column of a character offset. */
export function toLineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

export function parseJson(
  file: string,
  text: string,
): { value: unknown } | { error: ContentError } {
  try {
    return { value: JSON.parse(text) };
  } catch (cause) {
    // V8 reports a character offset ("… at position 42"); the end of the text when it ran out.
    const reason = (cause as Error).message;
    const position = /position (\d+)/.exec(reason);
    const offset = position ? Number(position[1]) : text.length;
    const { line, column } = toLineColumn(text, offset);
    return {
      error: {
        file,
        line,
        column,
        message: `Invalid JSON at line ${line}, column ${column}.`,
        hint: 'Look for a missing or trailing comma, an unquoted key or an unclosed bracket at or just before that spot.',
        cause,
      },
    };
  }
}
