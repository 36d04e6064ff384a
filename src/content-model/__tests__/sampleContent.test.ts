/**
 * The repository's own content links real problems only: every CSES and USACO problem must be in
 * the catalog under exactly its name; other judges' problems, when the (partial) catalog knows
 * them, must carry its name too.
 */
import { join } from 'node:path';
import catalog from '../../../data/problems-catalog.json';
import { loadCorpus } from '../load';
import { USACO_SOURCES } from '../sources';

interface CatalogEntry {
  source: string;
  name: string;
  url: string;
  aliases?: string[];
  alt_urls?: string[];
}

const byUrl = new Map<string, CatalogEntry>();
for (const entry of catalog as CatalogEntry[]) {
  for (const url of [entry.url, ...(entry.alt_urls ?? [])]) byUrl.set(url, entry);
}

// With the site's catalog, as the build and `npm run validate` judge each problem's level.
const repo = join(__dirname, '..', '..', '..');
const { corpus, errors } = loadCorpus(repo, { siteRoot: repo });
const problems = corpus.modules.flatMap((m) => m.lists.flatMap((l) => l.problems));

describe('sample content', () => {
  it('validates', () => {
    expect(errors).toEqual([]);
  });

  it.each(problems.map((p) => [p.name, p] as const))(
    '%s is a real problem with its real name',
    (_name, problem) => {
      const entry = byUrl.get(problem.url);
      const mustExist = problem.source === 'CSES' || USACO_SOURCES.includes(problem.source);
      if (mustExist) expect(entry).toBeDefined();
      if (entry) expect([entry.name, ...(entry.aliases ?? [])]).toContain(problem.name);
    },
  );

  it('uses every kind of solution', () => {
    const kinds = new Set(problems.map((p) => p.solution?.kind ?? 'none'));
    expect([...kinds].sort()).toEqual(['internal', 'link', 'none', 'sketch', 'text']);
  });
});
