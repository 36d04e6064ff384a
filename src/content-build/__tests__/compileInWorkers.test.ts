import { join } from 'node:path';
import { compileInWorkers } from '../compileInWorkers';

const siteRoot = join(__dirname, '..', '..', '..');

describe('compileInWorkers', () => {
  it('spreads many files over threads and gives each result back in the order of the files', async () => {
    const jobs = Array.from({ length: 81 }, (_, i) => ({
      file: `content/bronze/m${i}.mdx`,
      text: i === 40 ? 'Broken <Nope /> here.\n' : `## Part ${i}\n\nText of file ${i}.\n`,
    }));
    const here = jest.fn();
    const results = await compileInWorkers(siteRoot, here, 2)(jobs);
    expect(here).not.toHaveBeenCalled();
    expect(results).toHaveLength(81);
    for (const [i, result] of results.entries()) {
      if (i === 40) {
        expect(result.ok).toBe(false);
        continue;
      }
      if (!result.ok) throw new Error(`file ${i}: ${JSON.stringify(result.problems)}`);
      expect(result.article.tree[0]).toEqual({
        tag: 'h2',
        props: { id: `part-${i}` },
        children: [`Part ${i}`],
      });
    }
  }, 60_000);

  it('threads started ahead (as npm run validate starts them) compile the files once they come', async () => {
    const compile = compileInWorkers(siteRoot, jest.fn(), 2, { prestart: true });
    const jobs = Array.from({ length: 80 }, (_, i) => ({
      file: `content/bronze/m${i}.mdx`,
      text: `Text of file ${i}, with $x_${i % 10}$.\n`,
    }));
    const results = await compile(jobs);
    expect(results.map((r) => r.ok)).toEqual(jobs.map(() => true));
  }, 60_000);

  it('compiles a handful of files where it is, starting no thread', async () => {
    const here = jest.fn(async () => []);
    const jobs = [{ file: 'content/bronze/a.mdx', text: 'A.\n' }];
    await compileInWorkers(siteRoot, here, 2)(jobs);
    expect(here).toHaveBeenCalledWith(jobs);
  });
});
