/**
 * The article compile spread over worker threads, one per core: a cold build of a full guide
 * compiles hundreds of files, and one thread would leave the other cores idle. A handful of files
 * (a warm build, an edit in `gatsby develop`) is compiled here: starting threads would cost more.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompileArticleResult } from '../mdx/compileArticle';
import type { CompileJob, CompileMany } from './compileArticles';

/** Below this many files per thread, compiling here is faster. */
const MIN_FILES_PER_THREAD = 40;

function runWorker(script: string, jobs: readonly CompileJob[]): Promise<CompileArticleResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: jobs });
    worker.once('message', (results: CompileArticleResult[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The article compile thread stopped with code ${code}.`));
    });
  });
}

export function compileInWorkers(
  siteRoot: string,
  /** For a few files: compileHere (compileArticles.ts). */
  compileHere: CompileMany,
  threads = availableParallelism(),
): CompileMany {
  const script = join(siteRoot, 'src', 'gatsby', 'compileWorker.js');
  return async (jobs) => {
    const count = Math.min(threads, Math.floor(jobs.length / MIN_FILES_PER_THREAD));
    if (count < 2) return compileHere(jobs);
    // Round robin, so long and short files spread evenly; results go back in the jobs' order.
    const shares = Array.from({ length: count }, (_, t) => jobs.filter((_, i) => i % count === t));
    const results = await Promise.all(shares.map((share) => runWorker(script, share)));
    return jobs.map((_, i) => results[i % count][Math.floor(i / count)]);
  };
}
