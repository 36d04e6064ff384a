import { createDraftStorage, DRAFT_STORAGE_KEY, parseDraft, type Draft } from '../drafts';
import { createMemoryStorage } from '../memoryStorage';

const SAMPLE: Draft = { mdx: '# Sample', problems: '{"MODULE_ID": "sample"}' };

describe('parseDraft', () => {
  test.each([
    ['nothing stored', null],
    ['not JSON', '{"mdx": '],
    ['not an object', '"just text"'],
    ['null', 'null'],
    ['neither text', '{"mdx": 3, "problems": false}'],
  ])('falls back to the sample when %s', (_, text) => {
    expect(parseDraft(text, SAMPLE)).toBe(SAMPLE);
  });

  test('reads a stored draft', () => {
    expect(parseDraft('{"mdx": "a", "problems": "b"}', SAMPLE)).toEqual({
      mdx: 'a',
      problems: 'b',
    });
  });

  test('keeps the text that is there and takes the missing one from the sample', () => {
    expect(parseDraft('{"mdx": "mine"}', SAMPLE)).toEqual({
      mdx: 'mine',
      problems: SAMPLE.problems,
    });
    expect(parseDraft('{"problems": "[]", "mdx": 1}', SAMPLE)).toEqual({
      mdx: SAMPLE.mdx,
      problems: '[]',
    });
  });
});

describe('createDraftStorage', () => {
  test('saves, loads and clears one key', () => {
    const storage = createMemoryStorage();
    const drafts = createDraftStorage(storage);
    expect(drafts.load(SAMPLE)).toBe(SAMPLE);
    expect(drafts.save({ mdx: 'x', problems: 'y' })).toBe(true);
    expect(JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? '')).toEqual({
      mdx: 'x',
      problems: 'y',
    });
    expect(drafts.load(SAMPLE)).toEqual({ mdx: 'x', problems: 'y' });
    drafts.clear();
    expect(storage.entries.has(DRAFT_STORAGE_KEY)).toBe(false);
    expect(drafts.load(SAMPLE)).toBe(SAMPLE);
  });

  test('reports a refused write instead of throwing', () => {
    const storage = createMemoryStorage();
    storage.quotaChars = 10;
    expect(createDraftStorage(storage).save({ mdx: 'far too long', problems: '' })).toBe(false);
    expect(createDraftStorage(null).save(SAMPLE)).toBe(false);
    expect(createDraftStorage(null).load(SAMPLE)).toBe(SAMPLE);
  });
});
