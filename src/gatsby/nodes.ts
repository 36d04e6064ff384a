/** Turns the validated corpus into typed Gatsby nodes (see schema.ts). */
import type { SourceNodesArgs } from 'gatsby';
import type { Corpus } from '../content-model/corpus';
import { SECTION_NAMES } from '../content-model/sections';
import { toArticleData, type CompiledArticle } from './articles';
import { moduleLastUpdated } from './lastUpdated';
import { modulePath, sectionPath, solutionPath } from '../content-model/routes';

export function createContentNodes(
  corpus: Corpus,
  articles: ReadonlyMap<string, CompiledArticle>,
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest'>,
  options: {
    /** The article's HTML on the node too: only where no built page holds it (`gatsby develop`). */
    withHtml?: boolean;
    /** `gatsby develop` after a broken edit: what every article page shows until it is fixed. */
    errors?: string[];
    /** When each content file last changed (lastUpdated.ts); a page without a date shows none. */
    lastUpdated?: ReadonlyMap<string, string>;
  } = {},
): string[] {
  const { createNode } = actions;
  const created: string[] = [];
  const link = (id: string) => {
    const module = corpus.modules.find((m) => m.id === id);
    return module
      ? { id, title: module.title, path: modulePath(module.section, id) }
      : { id, title: id, path: '' };
  };
  const article = (file: string) => {
    const compiled = articles.get(file);
    if (!compiled)
      throw new Error(`${file}: no compiled article (the corpus compile did not give this file).`);
    const data = toArticleData(compiled, options.withHtml ?? false);
    return options.errors ? { ...data, errors: options.errors } : data;
  };
  const add = (type: string, key: string, fields: Record<string, unknown>) => {
    const id = createNodeId(`${type}-${key}`);
    created.push(id);
    createNode({
      ...fields,
      id,
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };

  corpus.sections.forEach((section, order) => {
    add('SyllabusSection', section.id, {
      sectionId: section.id,
      name: section.name,
      order,
      path: sectionPath(section.id),
      chapters: section.chapters.map((chapter) => ({
        name: chapter.name,
        description: chapter.description ?? null,
        modules: chapter.items.map(link),
      })),
    });
  });

  corpus.modules.forEach((module, order) => {
    const path = modulePath(module.section, module.id);
    add('ContentModule', module.id, {
      moduleId: module.id,
      section: module.section,
      sectionName: SECTION_NAMES[module.section],
      chapter: module.chapter,
      order,
      path,
      title: module.title,
      author: module.author,
      description: module.description,
      prerequisites: module.prerequisites.map(link),
      frequency: module.frequency,
      redirects: module.redirects,
      file: module.file,
      lastUpdated: moduleLastUpdated(options.lastUpdated ?? new Map(), module.file) ?? null,
      lists: module.lists,
      article: article(module.file),
    });
    for (const { listId, problems } of module.lists) {
      problems.forEach((problem, index) => {
        add('ContentProblem', `${module.id}-${listId}-${index}`, {
          moduleId: module.id,
          moduleTitle: module.title,
          modulePath: path,
          listId,
          problem,
        });
      });
    }
  });

  for (const solution of corpus.solutions) {
    add('ContentSolution', solution.id, {
      solutionId: solution.id,
      section: solution.section,
      source: solution.source,
      title: solution.title,
      author: solution.author,
      path: solutionPath(solution.id),
      file: solution.file,
      lastUpdated: options.lastUpdated?.get(solution.file) ?? null,
      article: article(solution.file),
      linkedFrom: solution.linkedFrom.map(({ moduleId, listId, problem }) => ({
        moduleId,
        moduleTitle: link(moduleId).title,
        modulePath: link(moduleId).path,
        listId,
        problem,
      })),
    });
  }
  return created;
}
