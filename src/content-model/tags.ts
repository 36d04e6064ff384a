/**
 * The controlled tag vocabulary (content/tags.ts): every tag on a problem must be in it, so the
 * problems page's tag filter never splits one idea across spellings.
 */
import type { ContentError } from './errors';
import { closestMatch } from './errors';
import type { ModuleRecord } from './module';

export const TAGS_FILE = 'content/tags.ts';

/** The known tags, or null when the tree has no vocabulary (or it is broken: reported once). */
export function readTagVocabulary(
  raw: { value: unknown } | { error: ContentError } | undefined,
  errors: ContentError[],
): ReadonlySet<string> | null {
  if (raw === undefined) return null;
  if ('error' in raw) {
    errors.push(raw.error);
    return null;
  }
  const { value } = raw;
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string')) {
    errors.push({
      file: TAGS_FILE,
      message: 'tags.ts must export a list of tag names (strings) as its default export.',
    });
    return null;
  }
  return new Set(value);
}

/** Every unknown tag on every problem, with the list and position of the problem. */
export function checkProblemTags(
  modules: readonly ModuleRecord[],
  known: ReadonlySet<string>,
  errors: ContentError[],
): void {
  const knownList = [...known];
  for (const module of modules) {
    const file = module.file.replace(/\.mdx$/, '.problems.json');
    for (const { listId, problems } of module.lists) {
      problems.forEach((problem, index) => {
        for (const tag of problem.tags) {
          if (known.has(tag)) continue;
          const close = closestMatch(tag, knownList);
          errors.push({
            file,
            where: `list "${listId}", problem ${index + 1}`,
            message: `Problem "${problem.name}" has an unknown tag "${tag}".`,
            hint: `${close ? `Did you mean "${close}"? ` : ''}Use a tag from ${TAGS_FILE} (or add one there): ${knownList.join(', ')}.`,
          });
        }
      });
    }
  }
}
