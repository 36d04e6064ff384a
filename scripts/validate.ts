/**
 * `npm run validate [-- <root>]`: check the content tree under <root> (default: this repository)
 * exactly as the build does, print every error and exit 1 when there is one.
 */
import { resolve } from 'node:path';
import { formatContentErrors } from '../src/content-model/errors';
import { loadCorpus } from '../src/content-model/load';

function main(): number {
  const started = Date.now();
  const root = resolve(process.argv[2] ?? resolve(__dirname, '..'));
  const { corpus, errors } = loadCorpus(root);
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
    `Content OK: ${corpus.modules.length} modules, ${problems} problems, ${corpus.solutions.length} solutions (${seconds} s).`,
  );
  return 0;
}

process.exitCode = main();
