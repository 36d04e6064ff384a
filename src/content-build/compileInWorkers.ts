/**
 * The article compile spread over worker threads, one per core: a full guide has hundreds of
 * files, and one thread would leave the other cores idle. A handful of files (a warm build, an
 * edit in `gatsby develop`) is compiled here: starting threads would cost more.
 *
 * A thread spends about a second loading the compiler before it can compile anything. With
 * `prestart`, the threads start at once and load it while this thread reads and checks the
 * corpus, so that second is not added to the run (`npm run validate`).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompileArticleResult } from '../mdx/compileArticle';
import type { CompileJob, CompileMany } from './compileCorpus';

/** Below this many files per thread, compiling here is faster. */
const MIN_FILES_PER_THREAD = 40;

interface CompileThread {
  run(jobs: readonly CompileJob[]): Promise<CompileArticleResult[]>;
  stop(): void;
}

function startThread(script: string): CompileThread {
  const worker = new Worker(script);
  // An idle thread must not keep the process alive (a run that never comes, or an error first).
  worker.unref();
  let failed: Error | undefined;
  let pending: { resolve: (r: CompileArticleResult[]) => void; reject: (e: Error) => void }[] = [];
  const fail = (error: Error) => {
    failed = error;
    for (const { reject } of pending) reject(error);
    pending = [];
  };
  worker.on('message', (results: CompileArticleResult[]) => {
    pending.shift()?.resolve(results);
    if (pending.length === 0) worker.unref();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (code !== 0) fail(new Error(`The article compile thread stopped with code ${code}.`));
  });
  return {
    run(jobs) {
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => {
        pending.push({ resolve, reject });
        worker.ref();
        worker.postMessage(jobs);
      });
    },
    stop() {
      pending = [];
      void worker.terminate();
    },
  };
}

export function compileInWorkers(
  siteRoot: string,
  /** For a few files: compileHere (compileCorpus.ts). */
  compileHere: CompileMany,
  threads = availableParallelism(),
  options: { prestart?: boolean } = {},
): CompileMany {
  const script = join(siteRoot, 'src', 'content-build', 'compileWorker.js');
  let started: CompileThread[] = options.prestart
    ? Array.from({ length: threads }, () => startThread(script))
    : [];
  const stopAll = () => {
    for (const thread of started) thread.stop();
    started = [];
  };
  return async (jobs) => {
    const count = Math.min(threads, Math.floor(jobs.length / MIN_FILES_PER_THREAD));
    if (count < 2) {
      stopAll();
      return compileHere(jobs);
    }
    while (started.length < count) started.push(startThread(script));
    const pool = started.slice(0, count);
    try {
      // Round robin, so long and short files spread evenly; results go back in the jobs' order.
      const shares = pool.map((_, t) => jobs.filter((_, i) => i % count === t));
      const results = await Promise.all(shares.map((share, t) => pool[t].run(share)));
      return jobs.map((_, i) => results[i % count][Math.floor(i / count)]);
    } finally {
      stopAll();
    }
  };
}
