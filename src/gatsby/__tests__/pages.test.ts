import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { loadCorpus } from '../../content-model/load';
import { createContentPages } from '../pages';

describe('createContentPages', () => {
  it('creates syllabus, module and solution pages and the module redirects', () => {
    const root = join(__dirname, '..', '..', '..');
    const { corpus, errors } = loadCorpus(root);
    expect(errors).toEqual([]);
    const createPage = jest.fn();
    const createRedirect = jest.fn();
    const actions = { createPage, createRedirect } as unknown as CreatePagesArgs['actions'];
    createContentPages(corpus, root, { actions });

    const pages = createPage.mock.calls.map(([page]) => page);
    // The six syllabus pages, then every module in syllabus order, then every solution.
    expect(pages.map((p) => p.path)).toEqual([
      '/general',
      '/bronze',
      '/silver',
      '/gold',
      '/platinum',
      '/advanced',
      ...corpus.modules.map((m) => `/${m.section}/${m.id}`),
      ...corpus.solutions.map((s) => `/solutions/${s.id}`),
    ]);
    expect(corpus.modules[0].id).toBe('using-this-guide');
    expect(pages[6]).toEqual({
      path: '/general/using-this-guide',
      component: `${join(root, 'src/templates/module.tsx')}?__contentFilePath=${join(root, 'content/general/using-this-guide.mdx')}`,
      context: { moduleId: 'using-this-guide', sectionId: 'general', hasMath: true },
    });
    expect(createRedirect).toHaveBeenCalledWith({
      fromPath: '/general/intro',
      toPath: '/general/using-this-guide',
      isPermanent: true,
      redirectInBrowser: true,
    });
  });
  it('reads the MDX of a content tree outside the site (CONTENT_ROOT builds)', () => {
    const site = join(__dirname, '..', '..', '..');
    const contentRoot = mkdtempSync(join(tmpdir(), 'cp-guide-content-'));
    try {
      for (const dir of ['content', 'solutions']) {
        cpSync(join(site, dir), join(contentRoot, dir), { recursive: true });
      }
      const { corpus } = loadCorpus(contentRoot);
      const createPage = jest.fn();
      const actions = {
        createPage,
        createRedirect: jest.fn(),
      } as unknown as CreatePagesArgs['actions'];
      // Only the tree under contentRoot is built: its copy of the showcase has no math.
      writeFileSync(join(contentRoot, 'content/general/using-this-guide.mdx'), '# No math here\n');
      createContentPages(corpus, site, { actions }, contentRoot);
      const page = createPage.mock.calls
        .map(([p]) => p)
        .find((p) => p.path === '/general/using-this-guide');
      expect(page.component).toBe(
        `${join(site, 'src/templates/module.tsx')}?__contentFilePath=${join(contentRoot, 'content/general/using-this-guide.mdx')}`,
      );
      expect(page.context.hasMath).toBe(false);
    } finally {
      rmSync(contentRoot, { recursive: true, force: true });
    }
  });
});
