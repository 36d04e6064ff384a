/**
 * `npm run check:problems [-- <root>]`: every problem the guide links must exist. Checked against
 * the catalog of real problems kept in data/problems-catalog.json (see data/README.md): a CSES or
 * USACO problem missing or misnamed is an error; another judge's unknown problem is a warning.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatContentErrors } from '../src/content-model/errors';
import { loadCorpus } from '../src/content-model/load';
import {
  checkLinkedProblems,
  createCatalogIndex,
  type CatalogEntry,
  type LinkedProblem,
} from './problems/catalog';

function main(): number {
  const root = resolve(process.argv[2] ?? resolve(__dirname, '..'));
  const catalogPath = join(resolve(__dirname, '..'), 'data', 'problems-catalog.json');
  const catalog = createCatalogIndex(
    JSON.parse(readFileSync(catalogPath, 'utf8')) as CatalogEntry[],
  );
  const { corpus, errors } = loadCorpus(root);
  if (errors.length > 0) {
    console.error(formatContentErrors(errors));
    console.error('\ncheck:problems: fix the content errors above first (npm run validate).');
    return 1;
  }
  const linked: LinkedProblem[] = corpus.modules.flatMap((module) =>
    module.lists.flatMap((list) =>
      list.problems.map((problem) => ({
        name: problem.name,
        source: problem.source,
        url: problem.url,
        place: `${module.file.replace(/\.mdx$/, '.problems.json')} (list "${list.listId}")`,
      })),
    ),
  );
  const findings = checkLinkedProblems(linked, catalog);
  const distinct = new Set(linked.map((p) => p.url)).size;
  for (const finding of findings) {
    const print = finding.level === 'error' ? console.error : console.warn;
    print(`${finding.level}: ${finding.message}\n  linked from: ${finding.places.join('; ')}`);
  }
  const errorCount = findings.filter((f) => f.level === 'error').length;
  const warningCount = findings.length - errorCount;
  console.log(
    `check:problems: ${distinct} distinct problems, ${errorCount} error(s), ${warningCount} warning(s).`,
  );
  return errorCount > 0 ? 1 : 0;
}

process.exitCode = main();
