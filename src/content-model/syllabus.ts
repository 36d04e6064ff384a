/**
 * The syllabus: `content/ordering.ts` lists, per section, its chapters and their module ids in
 * teaching order. It is the one source of truth for which modules exist on the site and where.
 */
import { suggest, type ContentError } from './errors';
import { isSectionId, SECTION_IDS, SECTION_NAMES, type SectionId } from './sections';

/** A chapter as written in ordering.ts. */
export interface Chapter {
  name: string;
  description?: string;
  /** Module ids, in teaching order. */
  items: string[];
}

/** The default export of content/ordering.ts. Sections left out have no modules yet. */
export type Ordering = Partial<Record<SectionId, Chapter[]>>;

export interface SyllabusSection {
  id: SectionId;
  name: string;
  chapters: Chapter[];
}

export const ORDERING_FILE = 'content/ordering.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChapter(value: unknown): value is Chapter {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    (value.description === undefined || typeof value.description === 'string') &&
    Array.isArray(value.items) &&
    value.items.every((item) => typeof item === 'string')
  );
}

/** Check the shape of the ordering and turn it into the six sections, in order. */
export function toSyllabus(value: unknown): {
  sections: SyllabusSection[];
  errors: ContentError[];
} {
  const errors: ContentError[] = [];
  const sections: SyllabusSection[] = SECTION_IDS.map((id) => ({
    id,
    name: SECTION_NAMES[id],
    chapters: [],
  }));
  if (!isRecord(value)) {
    errors.push({
      file: ORDERING_FILE,
      message: `The default export must be an object of sections, got ${JSON.stringify(value)}.`,
      hint: 'Write `const ordering = { general: [ { name: "…", items: ["module-id"] } ] }; export default ordering;`.',
    });
    return { sections, errors };
  }
  for (const [key, chapters] of Object.entries(value)) {
    if (!isSectionId(key)) {
      errors.push({
        file: ORDERING_FILE,
        message: `Unknown section "${key}".`,
        hint: suggest(key, SECTION_IDS, 'Sections'),
      });
      continue;
    }
    const section = sections.find((s) => s.id === key) as SyllabusSection;
    if (!Array.isArray(chapters)) {
      errors.push({
        file: ORDERING_FILE,
        where: `section ${key}`,
        message: 'A section must be a list of chapters.',
      });
      continue;
    }
    chapters.forEach((chapter, index) => {
      if (isChapter(chapter)) section.chapters.push(chapter);
      else {
        errors.push({
          file: ORDERING_FILE,
          where: `section ${key}, chapter ${index + 1}`,
          message: `A chapter needs a "name" and a list of module ids "items", got ${JSON.stringify(chapter)}.`,
        });
      }
    });
  }
  return { sections, errors };
}
