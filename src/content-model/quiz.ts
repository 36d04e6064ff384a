/**
 * Quiz questions across the guide. A student's answer is stored under its question's id
 * (user-data's `quizAnswers`), so an id must be unique in the whole guide and must never change
 * once published: editing, adding or removing other questions then leaves every saved answer in
 * place. The shape of each quiz is checked where it is compiled (src/mdx/quiz.ts).
 */
import type { RawFile } from './corpus';
import type { ContentError } from './errors';
import { findTags } from './mdx';

/** Every `<Question id>` used twice in the guide, reported at each later use. */
export function checkQuestionIds(files: readonly RawFile[]): ContentError[] {
  const errors: ContentError[] = [];
  const first = new Map<string, string>();
  for (const source of files) {
    for (const use of findTags(source.text, ['Question'])) {
      const id = use.attributes.id;
      if (typeof id !== 'string') continue; // reported by the compiler, with the fix
      const where = `${source.file}:${use.line}`;
      const earlier = first.get(id);
      if (earlier === undefined) {
        first.set(id, where);
        continue;
      }
      errors.push({
        file: source.file,
        line: use.line,
        message: `<Question id="${id}"> uses an id that ${earlier} already has. Students' answers are saved by question id, so each id names one question in the whole guide.`,
        hint: `Give this question another id, for example "${id}-2", and keep it once published.`,
      });
    }
  }
  return errors;
}
