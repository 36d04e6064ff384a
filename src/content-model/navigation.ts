/**
 * Navigation from the syllabus as typed data: a module's previous and next modules in reading
 * order (across the chapters of its section) and its breadcrumbs. One pure function for all.
 */
export interface NavModule {
  id: string;
  title: string;
  path: string;
}

export interface NavChapter {
  name: string;
  modules: readonly NavModule[];
}

export interface ModuleNavigation {
  prev: NavModule | null;
  next: NavModule | null;
  /** Section, then chapter. */
  breadcrumbs: { label: string; path: string | null }[];
}

export function toModuleNavigation(
  section: { name: string; path: string; chapters: readonly NavChapter[] },
  moduleId: string,
): ModuleNavigation {
  const flat = section.chapters.flatMap((chapter) =>
    chapter.modules.map((module) => ({ module, chapter: chapter.name })),
  );
  const index = flat.findIndex((entry) => entry.module.id === moduleId);
  const breadcrumbs: ModuleNavigation['breadcrumbs'] = [
    { label: section.name, path: section.path },
  ];
  if (index < 0) return { prev: null, next: null, breadcrumbs };
  breadcrumbs.push({ label: flat[index].chapter, path: null });
  return {
    prev: flat[index - 1]?.module ?? null,
    next: flat[index + 1]?.module ?? null,
    breadcrumbs,
  };
}
