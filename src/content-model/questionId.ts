/**
 * What a quiz question's id may be. Alone in its file, importing nothing: user-data's field
 * description reads the length limit, and the browser's first-load bundle must not carry the
 * validator's checks and messages along with it (src/mdx/quiz.ts, content-model/quiz.ts).
 */

/** Lowercase words joined by hyphens, e.g. `status-solved`. */
export const QUESTION_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Also the longest key of `quizAnswers` (user-data's fieldSpecs.ts), which keeps it small. */
export const MAX_QUESTION_ID_LENGTH = 64;
