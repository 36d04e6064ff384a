/**
 * Build step: write the search index next to the built pages, from the same validated corpus the
 * pages come from. Called from gatsby-node's onPostBuild.
 *
 * - `public/search-index.json`: the entry, revalidated on every use (firebase.json).
 * - `public/search/<hash>.json`: the shards, named by content hash, so a file never changes once
 *   served (immutable in firebase.json). Shards of earlier builds are removed: the entry names
 *   every shard it needs, and no other page links to them.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Corpus } from '../content-model/corpus';
import { createSearchIndex } from '../search/buildIndex';
import { createSearchFiles } from '../search/createShards';
import { describeSearchFiles } from '../search/fetchCost';
import { SEARCH_INDEX_PATH, SEARCH_SHARDS_DIR, toShardPath } from '../search/types';

/** Returns a line for the build's output: sizes and the largest first-query fetch. */
export function writeSearchIndex(corpus: Corpus, siteRoot: string): { report: string } {
  const index = createSearchIndex(corpus);
  const files = createSearchFiles(index);
  const publicDir = join(siteRoot, 'public');
  const shardsDir = join(publicDir, SEARCH_SHARDS_DIR);
  mkdirSync(shardsDir, { recursive: true });
  const wanted = new Set<string>();
  for (const shard of files.shards) {
    const path = join(publicDir, toShardPath(shard.hash));
    wanted.add(`${shard.hash}.json`);
    // Same name, same content: a shard kept from an earlier build is already right.
    if (!existsSync(path)) writeFileSync(path, shard.json);
  }
  for (const name of readdirSync(shardsDir)) {
    if (!wanted.has(name)) rmSync(join(shardsDir, name), { recursive: true, force: true });
  }
  writeFileSync(join(publicDir, SEARCH_INDEX_PATH), files.entryJson);
  return { report: describeSearchFiles(files) };
}
