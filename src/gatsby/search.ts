/**
 * Build step: write the search index next to the built pages (`public/search-index.json`), from
 * the same validated corpus the pages come from. Called from gatsby-node's onPostBuild.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Corpus } from '../content-model/corpus';
import { createSearchIndex } from '../search/buildIndex';
import { SEARCH_INDEX_PATH } from '../search/types';

export function writeSearchIndex(
  corpus: Corpus,
  contentRoot: string,
  siteRoot: string = contentRoot,
): { bytes: number } {
  const index = createSearchIndex(corpus, (file) => readFileSync(join(contentRoot, file), 'utf8'));
  const json = JSON.stringify(index);
  writeFileSync(join(siteRoot, 'public', SEARCH_INDEX_PATH), json);
  return { bytes: Buffer.byteLength(json) };
}
