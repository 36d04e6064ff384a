/**
 * `npm run validate [-- <root>]`: check the content tree under <root> (default: this repository)
 * exactly as the build does: the content model's checks, then every module and solution compiled
 * by the build's compiler with the build's options, over one thread per core
 * (src/content-build/loadContent.ts, the step the build itself runs). Prints every error and
 * exits 1 when there is one.
 */
import { resolve } from 'node:path';
import { compileHere } from '../src/content-build/compileCorpus';
import { compileInWorkers } from '../src/content-build/compileInWorkers';
import { loadContent } from '../src/content-build/loadContent';
import { formatContentErrors } from '../src/content-model/errors';

async function main(): Promise<number> {
  const started = Date.now();
  const siteRoot = resolve(__dirname, '..');
  const root = resolve(process.argv[2] ?? siteRoot);
  // The threads load the compiler while this one reads and checks the tree.
  const compile = compileInWorkers(siteRoot, compileHere, undefined, { prestart: true });
  const { corpus, errors } = await loadContent(root, { siteRoot, compile });
  const seconds = ((Date.now() - started) / 1000).toFixed(2);
  if (errors.length > 0) {
    console.error(formatContentErrors(errors));
    console.error(`\nValidation of ${root} failed (${seconds} s).`);
    return 1;
  }
  const problems = corpus.modules.reduce(
    (sum, m) => sum + m.lists.reduce((n, l) => n + l.problems.length, 0),
    0,
  );
  console.log(
    `Content OK: ${corpus.modules.length} modules, ${problems} problems, ${corpus.solutions.length} solutions, every file compiled (${seconds} s).`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
