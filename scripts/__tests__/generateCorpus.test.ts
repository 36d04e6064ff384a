import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCorpus } from '../../src/content-model/load';
import { generateCorpus } from '../generateCorpus';

describe('synthetic corpus', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cp-corpus-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has 200 modules and 3,000 problems, validates clean, and is checked well within 5 s', () => {
    expect(generateCorpus(dir)).toEqual({ modules: 200, problems: 3000, solutions: 100 });
    const started = performance.now();
    const { corpus, errors } = loadCorpus(dir);
    const elapsed = performance.now() - started;
    expect(errors).toEqual([]);
    expect(corpus.modules).toHaveLength(200);
    expect(corpus.modules.flatMap((m) => m.lists.flatMap((l) => l.problems))).toHaveLength(3000);
    // Reading and checking take a fraction of a second here, so 5 s leaves a wide margin for a
    // busy machine; `time npm run validate -- <dir>` measures the whole CLI run.
    expect(elapsed).toBeLessThan(5000);
  });
});
