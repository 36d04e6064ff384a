/** Pages and redirects from the validated corpus: module, syllabus and solution routes. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { Corpus } from '../content-model/corpus';
import { hasMath } from '../content-model/mdx';
import { toModulePath, toSolutionPath } from './corpus';

/** Template paths from the site root: this file is bundled into .cache/, so no __dirname. */
const templates = (root: string) => ({
  module: resolve(root, 'src/templates/module.tsx'),
  solution: resolve(root, 'src/templates/solution.tsx'),
  syllabus: resolve(root, 'src/templates/syllabus.tsx'),
});

/** Context every content page receives. */
export interface ModulePageContext {
  moduleId: string;
  sectionId: string;
  /** The page has math: its Head links KaTeX's stylesheet. */
  hasMath: boolean;
}
export interface SolutionPageContext {
  solutionId: string;
  hasMath: boolean;
}
export interface SyllabusPageContext {
  sectionId: string;
}

export function createContentPages(
  corpus: Corpus,
  root: string,
  { actions }: Pick<CreatePagesArgs, 'actions'>,
  /** Where the MDX files are, when not under `root` (a CONTENT_ROOT build). */
  contentRoot: string = root,
): void {
  const { createPage, createRedirect } = actions;
  const TEMPLATES = templates(root);
  // `?__contentFilePath=` makes gatsby-plugin-mdx render that MDX file as the template's children.
  const withMdx = (template: string, file: string) =>
    `${template}?__contentFilePath=${join(contentRoot, file)}`;

  for (const section of corpus.sections) {
    createPage<SyllabusPageContext>({
      path: `/${section.id}`,
      component: TEMPLATES.syllabus,
      context: { sectionId: section.id },
    });
  }
  for (const module of corpus.modules) {
    const path = toModulePath(module.section, module.id);
    createPage<ModulePageContext>({
      path,
      component: withMdx(TEMPLATES.module, module.file),
      context: {
        moduleId: module.id,
        sectionId: module.section,
        hasMath: hasMath(readFileSync(join(contentRoot, module.file), 'utf8')),
      },
    });
    for (const fromPath of module.redirects) {
      createRedirect({ fromPath, toPath: path, isPermanent: true, redirectInBrowser: true });
    }
  }
  for (const solution of corpus.solutions) {
    createPage<SolutionPageContext>({
      path: toSolutionPath(solution.id),
      component: withMdx(TEMPLATES.solution, solution.file),
      context: {
        solutionId: solution.id,
        hasMath: hasMath(readFileSync(join(contentRoot, solution.file), 'utf8')),
      },
    });
  }
}
