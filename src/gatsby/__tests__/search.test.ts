import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCorpus } from '../../content-model/load';
import { writeSearchIndex } from '../search';
import type { SearchEntry } from '../../search/types';

const contentRoot = join(__dirname, '../../search/__fixtures__/tiny');
const { corpus } = loadCorpus(contentRoot);

let siteRoot: string;
beforeEach(() => {
  siteRoot = mkdtempSync(join(tmpdir(), 'cp-guide-site-'));
  mkdirSync(join(siteRoot, 'public'));
});
afterEach(() => rmSync(siteRoot, { recursive: true, force: true }));

const readEntry = () =>
  JSON.parse(readFileSync(join(siteRoot, 'public/search-index.json'), 'utf8')) as SearchEntry;
const listShards = () => readdirSync(join(siteRoot, 'public/search')).sort();

describe('writeSearchIndex', () => {
  it('writes the entry and every shard it names, by content hash, and reports the worst query', () => {
    const { report } = writeSearchIndex(corpus, siteRoot);
    const entry = readEntry();
    expect(entry.v).toBe(2);
    expect(entry.docs.some((doc) => 'x' in doc)).toBe(false);
    const named = [...entry.s, ...entry.d].map(([, hash]) => `${hash}.json`).sort();
    expect(listShards()).toEqual(named);
    for (const name of named) expect(name).toMatch(/^[0-9a-f]{20}\.json$/);
    expect(report).toMatch(/largest first-query fetch is \d+\.\d KB for "/);
  });

  it('removes shards of earlier builds and keeps the ones still named', () => {
    writeSearchIndex(corpus, siteRoot);
    const first = listShards();
    writeFileSync(join(siteRoot, 'public/search/0123456789abcdef0123.json'), '{}');
    writeSearchIndex(corpus, siteRoot);
    expect(listShards()).toEqual(first);
    expect(existsSync(join(siteRoot, 'public/search/0123456789abcdef0123.json'))).toBe(false);
  });
});
