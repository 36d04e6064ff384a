import { join } from 'node:path';
import type { CreatePageArgs, CreatePagesArgs } from 'gatsby';
import { loadCorpus } from '../../content-model/load';
import type { Corpus } from '../../content-model/corpus';
import { articleFiles, type CompiledArticle } from '../articles';
import { createContentPages, removeDevPages, TEST_PAGES_VARIABLE, toArticlePages } from '../pages';

/** Articles as the compiler would give them, without running it (it is ESM-only). */
function fakeArticles(corpus: Corpus, hasMath: (file: string) => boolean) {
  return new Map<string, CompiledArticle>(
    articleFiles(corpus).map((file) => [
      file,
      { tree: [], html: [], hasMath: hasMath(file), hash: `hash-of-${file}` },
    ]),
  );
}

describe('createContentPages', () => {
  it('creates syllabus, module and solution pages and the module redirects', () => {
    const root = join(__dirname, '..', '..', '..');
    const { corpus, errors } = loadCorpus(root);
    expect(errors).toEqual([]);
    const createPage = jest.fn();
    const createRedirect = jest.fn();
    const actions = { createPage, createRedirect } as unknown as CreatePagesArgs['actions'];
    createContentPages(
      corpus,
      fakeArticles(corpus, (file) => file.endsWith('using-this-guide.mdx')),
      root,
      { actions },
    );

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
      component: join(root, 'src/templates/module.tsx'),
      context: {
        moduleId: 'using-this-guide',
        sectionId: 'general',
        hasMath: true,
        katexFonts: [],
      },
    });
    expect(createRedirect).toHaveBeenCalledWith({
      fromPath: '/general/intro',
      toPath: '/general/using-this-guide',
      isPermanent: true,
      redirectInBrowser: true,
    });
  });
  it('gives every module page the same component, its article deciding only whether math styles load', () => {
    const root = join(__dirname, '..', '..', '..');
    const { corpus } = loadCorpus(root);
    const createPage = jest.fn();
    const actions = {
      createPage,
      createRedirect: jest.fn(),
    } as unknown as CreatePagesArgs['actions'];
    createContentPages(
      corpus,
      fakeArticles(corpus, () => false),
      root,
      { actions },
    );
    const modulePages = createPage.mock.calls
      .map(([p]) => p)
      .filter((p) => p.context.moduleId !== undefined);
    expect(new Set(modulePages.map((p) => p.component))).toEqual(
      new Set([join(root, 'src/templates/module.tsx')]),
    );
    expect(modulePages.every((p) => p.context.hasMath === false)).toBe(true);
  });
});

describe('toArticlePages', () => {
  it('pairs every module and solution page with its article', () => {
    const root = join(__dirname, '..', '..', '..');
    const { corpus } = loadCorpus(root);
    const articles = fakeArticles(corpus, () => false);
    const pages = toArticlePages(corpus, articles);
    expect(pages.map((p) => p.path)).toEqual([
      ...corpus.modules.map((m) => `/${m.section}/${m.id}`),
      ...corpus.solutions.map((s) => `/solutions/${s.id}`),
    ]);
    expect(pages[0].article).toBe(articles.get(corpus.modules[0].file));
  });
});

describe('removeDevPages', () => {
  const FIREBASE = {
    GATSBY_FIREBASE_API_KEY: 'test-key',
    GATSBY_FIREBASE_PROJECT_ID: 'demo-cp-guide',
  };
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  /** The paths onCreatePage deletes among these pages. */
  function deleted(paths: string[]): string[] {
    const deletePage = jest.fn();
    const actions = { deletePage } as unknown as CreatePageArgs['actions'];
    for (const path of paths) {
      const page = { path, component: `/site/src/pages${path}.tsx` } as CreatePageArgs['page'];
      removeDevPages({ page, actions });
    }
    return deletePage.mock.calls.map(([page]) => page.path);
  }

  const PAGES = ['/', '/settings/', '/dev/cloud-sync/', '/bronze/prefix-sums', '/developers/'];

  const withoutCloud = () => {
    delete process.env.GATSBY_FIREBASE_API_KEY;
    delete process.env.GATSBY_FIREBASE_PROJECT_ID;
  };

  it('removes every /dev/ page, and nothing else, from a build that is not the test build', () => {
    withoutCloud();
    delete process.env[TEST_PAGES_VARIABLE];
    expect(deleted(PAGES)).toEqual(['/dev/cloud-sync/']);
    process.env[TEST_PAGES_VARIABLE] = 'yes';
    expect(deleted(PAGES)).toEqual(['/dev/cloud-sync/']);
  });

  it('removes them from a test build with Firebase settings', () => {
    process.env[TEST_PAGES_VARIABLE] = '1';
    Object.assign(process.env, FIREBASE);
    expect(deleted(PAGES)).toEqual(['/dev/cloud-sync/']);
  });

  it('keeps them in the test build without Firebase settings (the browser tests use them)', () => {
    process.env[TEST_PAGES_VARIABLE] = '1';
    withoutCloud();
    expect(deleted(PAGES)).toEqual([]);
    // Half the settings is no cloud either (the same test the page makes).
    process.env.GATSBY_FIREBASE_API_KEY = 'test-key';
    expect(deleted(PAGES)).toEqual([]);
  });
});
