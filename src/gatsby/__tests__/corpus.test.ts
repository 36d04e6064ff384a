import { join } from 'node:path';
import type { Reporter } from 'gatsby';
import { formatContentErrors } from '../../content-model/errors';
import { loadCorpus } from '../../content-model/load';
import { readValidatedCorpus } from '../corpus';

describe('readValidatedCorpus', () => {
  it('fails the build with the same messages as npm run validate', () => {
    const root = join(__dirname, '..', '..', 'content-model', '__fixtures__', 'many-errors');
    const panicOnBuild = jest.fn();
    readValidatedCorpus(root, { panicOnBuild } as unknown as Reporter);
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
    const expected = formatContentErrors(loadCorpus(root).errors);
    expect(panicOnBuild.mock.calls[0][0]).toBe(
      `${expected}\n\nRun \`npm run validate\` to re-check.`,
    );
    expect(expected).toMatch(/^Found 8 content errors:/);
  });

  it('does not complain about a valid corpus', () => {
    const root = join(__dirname, '..', '..', 'content-model', '__fixtures__', 'valid');
    const panicOnBuild = jest.fn();
    const corpus = readValidatedCorpus(root, { panicOnBuild } as unknown as Reporter);
    expect(panicOnBuild).not.toHaveBeenCalled();
    expect(corpus.modules.map((m) => m.id)).toEqual(['intro']);
  });
});
