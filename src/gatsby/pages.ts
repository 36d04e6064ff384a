/**
 * Pages and redirects from the validated corpus: module, syllabus and solution routes; and which
 * of the pages under src/pages/ a build keeps.
 */
import { resolve } from 'node:path';
import type { CreatePageArgs, CreatePagesArgs } from 'gatsby';
import type { Corpus } from '../content-model/corpus';
import { findKatexFonts } from '../mdx/katexFonts';
import type { CompiledArticle } from './articles';
import type { ArticlePage } from './articleFiles';
import { modulePath, sectionPath, solutionPath } from '../content-model/routes';
import { isCloudConfigured } from '../user-data';

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
  /** The fonts of its first formulas, which the Head preloads (src/mdx/katexFonts.ts). */
  katexFonts: string[];
}
export interface SolutionPageContext {
  solutionId: string;
  hasMath: boolean;
  katexFonts: string[];
}
export interface SyllabusPageContext {
  sectionId: string;
}

/** Every page that shows an article, with it: the module pages, then the solution pages. */
export function toArticlePages(
  corpus: Corpus,
  articles: ReadonlyMap<string, CompiledArticle>,
): ArticlePage[] {
  const pageOf = (path: string, file: string): ArticlePage => {
    const article = articles.get(file);
    if (!article) throw new Error(`${file}: no compiled article for ${path}.`);
    return { path, article };
  };
  return [
    ...corpus.modules.map((m) => pageOf(modulePath(m.section, m.id), m.file)),
    ...corpus.solutions.map((s) => pageOf(solutionPath(s.id), s.file)),
  ];
}

/**
 * Syllabus, module and solution pages. Every module page has the same component, and so does
 * every solution page: the article comes with the page's data (nodes.ts), not as code.
 */
export function createContentPages(
  corpus: Corpus,
  articles: ReadonlyMap<string, CompiledArticle>,
  root: string,
  { actions }: Pick<CreatePagesArgs, 'actions'>,
): void {
  const { createPage, createRedirect } = actions;
  const TEMPLATES = templates(root);
  const math = (file: string) => {
    const article = articles.get(file);
    return {
      hasMath: article?.hasMath ?? false,
      katexFonts: article ? findKatexFonts(article.html.join('')) : [],
    };
  };

  for (const section of corpus.sections) {
    createPage<SyllabusPageContext>({
      path: sectionPath(section.id),
      component: TEMPLATES.syllabus,
      context: { sectionId: section.id },
    });
  }
  for (const module of corpus.modules) {
    const path = modulePath(module.section, module.id);
    createPage<ModulePageContext>({
      path,
      component: TEMPLATES.module,
      context: { moduleId: module.id, sectionId: module.section, ...math(module.file) },
    });
    for (const fromPath of module.redirects) {
      createRedirect({ fromPath, toPath: path, isPermanent: true, redirectInBrowser: true });
    }
  }
  for (const solution of corpus.solutions) {
    createPage<SolutionPageContext>({
      path: solutionPath(solution.id),
      component: TEMPLATES.solution,
      context: { solutionId: solution.id, ...math(solution.file) },
    });
  }
}

/** Set by `npm test` for its build: the browser tests need the /dev/ harnesses. */
export const TEST_PAGES_VARIABLE = 'CP_GUIDE_TEST_PAGES';

/**
 * Leaves the /dev/ pages out of every build but the test build (`CP_GUIDE_TEST_PAGES=1`, which
 * `npm test` sets), so the site a student or `npm start` serves has no /dev/ route. They are test
 * harnesses of a site without a cloud: /dev/cloud-sync syncs with a test cloud kept in the
 * browser, so even a test build leaves them out when it has Firebase settings
 * (`isCloudConfigured`, the same test the page makes), where it would mix a test account into a
 * real one.
 */
export function removeDevPages({ page, actions }: Pick<CreatePageArgs, 'page' | 'actions'>): void {
  if (!page.path.startsWith('/dev/')) return;
  if (process.env[TEST_PAGES_VARIABLE] !== '1' || isCloudConfigured()) actions.deletePage(page);
}
