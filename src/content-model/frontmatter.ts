/**
 * Frontmatter of MDX files, read with gray-matter by the validator and by the build alike (the
 * build compiles only the body), so the two agree on every value.
 */
import matter from 'gray-matter';
import type { ContentError } from './errors';

export interface Frontmatter {
  data: Record<string, unknown>;
}

/** Parse the frontmatter of `text`, or describe why it cannot be parsed. */
export function parseFrontmatter(file: string, text: string): Frontmatter | ContentError {
  try {
    // A fresh options object disables gray-matter's cache, which would keep every file alive.
    const parsed = matter(text, {});
    return { data: parsed.data as Record<string, unknown> };
  } catch (cause) {
    // js-yaml errors carry a 0-based `mark` with the position of the problem.
    const mark = (cause as { mark?: { line?: number; column?: number } }).mark;
    return {
      file,
      // The YAML text starts right after the opening `---`, so its line 0 is the file's line 1.
      line: mark?.line !== undefined ? mark.line + 1 : undefined,
      column: mark?.column !== undefined ? mark.column + 1 : undefined,
      message: `The frontmatter is not valid YAML: ${(cause as Error).message
        .split('\n')[0]
        .replace(/ (?:at |\()line \d+, column \d+\)?:?$/, '')}.`,
      hint: 'Quote values that contain a colon, and keep lists as [a, b] or one "- item" per line.',
      cause,
    };
  }
}

export function isContentError(value: unknown): value is ContentError {
  return typeof value === 'object' && value !== null && 'message' in value && 'file' in value;
}

/** Checkers that collect a message per bad field rather than stopping at the first. */
export class FieldReader {
  readonly issues: { message: string; hint?: string }[] = [];

  constructor(
    private readonly data: Record<string, unknown>,
    private readonly what: string,
  ) {}

  requiredString(key: string): string {
    const value = this.data[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    const got = value === undefined ? 'it is missing' : `got ${JSON.stringify(value)}`;
    this.issues.push({
      message: `The ${this.what} frontmatter needs a non-empty "${key}"; ${got}.`,
    });
    return '';
  }

  stringList(key: string): string[] {
    const value = this.data[key];
    if (value === undefined || value === null) return [];
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
    this.issues.push({
      message: `The ${this.what} frontmatter field "${key}" must be a list of strings, got ${JSON.stringify(value)}.`,
      hint: `Write ${key}: [first, second] or one "- item" per line.`,
    });
    return [];
  }

  unknownKeys(known: readonly string[], suggest: (key: string) => string): void {
    for (const key of Object.keys(this.data)) {
      if (!known.includes(key)) {
        this.issues.push({
          message: `The ${this.what} frontmatter has an unknown field "${key}".`,
          hint: suggest(key),
        });
      }
    }
  }
}
