/**
 * What a quiz question's id may be. Alone in its file, importing nothing: user-data's field
 * description reads the length limit, and the browser's first-load bundle must not carry the
 * validator's MDX reading along with it (content-model/quiz.ts).
 */

/** Lowercase words joined by hyphens, e.g. `status-solved`. */
export const QUESTION_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Also the longest key of `quizAnswers` (user-data's fieldSpecs.ts), which keeps it small. */
export const MAX_QUESTION_ID_LENGTH = 64;

/** Why `id` cannot be a question id, or null when it can. */
export function questionIdProblem(id: unknown): string | null {
  if (typeof id !== 'string') return 'needs an id="…" written as plain text';
  if (id.length > MAX_QUESTION_ID_LENGTH) {
    return `has an id of ${id.length} characters; at most ${MAX_QUESTION_ID_LENGTH} are allowed`;
  }
  if (!QUESTION_ID_PATTERN.test(id)) {
    return `has the id "${id}"; an id is lowercase letters and digits in words joined by hyphens`;
  }
  return null;
}
