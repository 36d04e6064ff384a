/**
 * Cross-references inside MDX: problem lists named by `<Problems>` / `<FocusProblem>` must exist
 * in the module's problems file, and every `<Resource>` must resolve to a link.
 */
import type { RawFile } from './corpus';
import { suggest, type ContentError } from './errors';
import { findTags, type AttributeValue } from './mdx';
import type { ModuleRecord } from './module';
import { toResourceLink } from './resource';

const TAGS = ['Problems', 'FocusProblem', 'Resource'] as const;

/** The attribute that names the list, per tag. */
const LIST_ATTRIBUTE: Record<string, string> = { Problems: 'problems', FocusProblem: 'problem' };

function describe(value: AttributeValue | undefined): string {
  if (value === undefined) return 'nothing';
  if (value === true) return 'no value';
  return typeof value === 'string' ? `"${value}"` : `{${value.expression}}`;
}

/**
 * Check one MDX file. `module` is the module record of a module file (undefined for solutions,
 * and for modules whose frontmatter was too broken to read). `listsUnknown` is set when the
 * module's problems file could not be read, so list names cannot be judged; `incompleteLists`
 * (`moduleId#listId`) holds lists that lost a bad problem, so their size cannot be judged.
 */
export function checkMdxReferences(
  source: RawFile,
  module: ModuleRecord | undefined,
  listsUnknown = false,
  incompleteLists: ReadonlySet<string> = new Set(),
): ContentError[] {
  const errors: ContentError[] = [];
  const isModuleFile = source.file.startsWith('content/');
  for (const use of findTags(source.text, TAGS)) {
    const at = { file: source.file, line: use.line };
    if (use.tag === 'Resource') {
      const { source: src, title, url } = use.attributes;
      if (typeof src !== 'string' || typeof title !== 'string') {
        errors.push({
          ...at,
          message: `<Resource> needs plain string "source" and "title" attributes, got source=${describe(src)} title=${describe(title)}.`,
        });
        continue;
      }
      // The link is resolved when the MDX is compiled (src/mdx/remarkResourceLinks.ts), before
      // any expression could be evaluated.
      if (url !== undefined && typeof url !== 'string') {
        errors.push({
          ...at,
          message: `<Resource> needs a plain string "url" attribute, got url=${describe(url)}.`,
          hint: 'Write url="…" with a full address starting with http, or a path on a known site.',
        });
        continue;
      }
      const result = toResourceLink({ source: src, title, url });
      if (!result.ok) errors.push({ ...at, message: result.message, hint: result.hint });
      continue;
    }
    const attribute = LIST_ATTRIBUTE[use.tag];
    const listId = use.attributes[attribute];
    if (typeof listId !== 'string') {
      errors.push({
        ...at,
        message: `<${use.tag}> needs ${attribute}="listName" as a plain string, got ${describe(listId)}.`,
      });
      continue;
    }
    // Already reported: a broken frontmatter or an unreadable problems file.
    if ((isModuleFile && !module) || listsUnknown) continue;
    const list = module?.lists.find((l) => l.listId === listId);
    if (!list) {
      const names = module?.lists.map((l) => l.listId) ?? [];
      errors.push({
        ...at,
        message: `<${use.tag} ${attribute}="${listId}"> names a list this ${module ? 'module' : 'page'} does not have.`,
        hint: module
          ? names.length > 0
            ? suggest(listId, names, `Lists in ${module.file.replace(/\.mdx$/, '.problems.json')}`)
            : `Create ${module.file.replace(/\.mdx$/, '.problems.json')} with a "${listId}" list.`
          : 'Problem lists belong to modules; link the module instead.',
      });
    } else if (
      use.tag === 'FocusProblem' &&
      list.problems.length !== 1 &&
      !incompleteLists.has(`${module?.id}#${listId}`)
    ) {
      errors.push({
        ...at,
        message: `<FocusProblem problem="${listId}"> needs a list with exactly one problem, but "${listId}" has ${list.problems.length}.`,
        hint: 'Keep the focus problem alone in its own list.',
      });
    }
  }
  return errors;
}
