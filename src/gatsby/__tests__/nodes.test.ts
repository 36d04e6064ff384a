import { join } from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { loadCorpus } from '../../content-model/load';
import { articleFiles, type CompiledArticle } from '../articles';
import { createContentNodes } from '../nodes';

describe('createContentNodes', () => {
  it('creates typed nodes for sections, modules, problems and solutions', () => {
    const root = join(__dirname, '..', '..', 'content-model', '__fixtures__', 'valid');
    const { corpus } = loadCorpus(root);
    const createNode = jest.fn();
    const articles = new Map<string, CompiledArticle>(
      articleFiles(corpus).map((file) => [
        file,
        { tree: ['text'], html: ['<b>x</b>'], hasMath: false, hash: 'abc' },
      ]),
    );
    createContentNodes(corpus, articles, {
      actions: { createNode },
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: () => 'digest',
    } as unknown as SourceNodesArgs);

    const nodes = createNode.mock.calls.map(([node]) => node);
    const byType = (type: string) => nodes.filter((n) => n.internal.type === type);
    expect(byType('SyllabusSection')).toHaveLength(6);
    expect(byType('SyllabusSection')[0]).toMatchObject({
      id: 'id:SyllabusSection-general',
      sectionId: 'general',
      name: 'General',
      path: '/general',
      chapters: [
        {
          name: 'Basics',
          description: null,
          modules: [{ id: 'intro', title: 'Introduction', path: '/general/intro' }],
        },
      ],
    });
    expect(byType('ContentModule')).toEqual([
      expect.objectContaining({
        moduleId: 'intro',
        path: '/general/intro',
        sectionName: 'General',
        chapter: 'Basics',
        lists: [
          expect.objectContaining({ listId: 'focus' }),
          expect.objectContaining({ listId: 'practice' }),
        ],
      }),
    ]);
    expect(byType('ContentProblem').map((n) => [n.listId, n.problem.name])).toEqual([
      ['focus', 'Weird Algorithm'],
      ['practice', 'Repetitions'],
    ]);
    expect(byType('ContentSolution')).toEqual([
      expect.objectContaining({
        solutionId: 'cses-1068',
        path: '/solutions/cses-1068',
        linkedFrom: [
          expect.objectContaining({ moduleTitle: 'Introduction', modulePath: '/general/intro' }),
        ],
      }),
    ]);
  });
});
