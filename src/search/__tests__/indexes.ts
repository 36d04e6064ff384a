/**
 * Test helper: whole indexes to shard and compare. The bundled site's content; the synthetic
 * full-size corpus (`npm run generate:corpus`, written to a temporary directory once per test
 * file); and that corpus with prose of a realistic vocabulary (realisticText.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCorpus } from '../../../scripts/generateCorpus';
import { loadCorpus } from '../../content-model/load';
import { createSearchIndex } from '../buildIndex';
import type { SearchIndex } from '../types';
import { withRealisticText } from './realisticText';

export function buildIndexOf(root: string): SearchIndex {
  const { corpus, errors } = loadCorpus(root);
  if (errors.length > 0) throw new Error(`${errors.length} content errors under ${root}`);
  return createSearchIndex(corpus);
}

export const buildSiteIndex = (): SearchIndex => buildIndexOf(join(__dirname, '../../..'));

export function buildCorpusIndex(): SearchIndex {
  const dir = mkdtempSync(join(tmpdir(), 'cp-guide-search-corpus-'));
  try {
    generateCorpus(dir);
    return buildIndexOf(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const toRealistic = (corpus: SearchIndex, site: SearchIndex): SearchIndex =>
  withRealisticText(corpus, site);
