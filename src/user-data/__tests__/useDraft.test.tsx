import { act, renderHook } from '@testing-library/react';
import { createDraftStorage, DRAFT_STORAGE_KEY, type Draft } from '../drafts';
import { createMemoryStorage } from '../memoryStorage';
import { useDraft } from '../useDraft';

const SAMPLE: Draft = { mdx: '# Sample', problems: '{}' };

function setup(stored?: Draft) {
  const storage = createMemoryStorage(
    stored ? { [DRAFT_STORAGE_KEY]: JSON.stringify(stored) } : {},
  );
  const drafts = createDraftStorage(storage);
  const hook = renderHook(() => useDraft(SAMPLE, drafts));
  return { storage, hook };
}

test('shows the stored draft after mounting, the sample when there is none', () => {
  expect(setup().hook.result.current.draft).toBe(SAMPLE);
  const { hook } = setup({ mdx: 'mine', problems: '[]' });
  expect(hook.result.current.draft).toEqual({ mdx: 'mine', problems: '[]' });
  expect(hook.result.current.loaded).toBe(true);
});

test('saves every edit, both texts', () => {
  const { storage, hook } = setup();
  act(() => hook.result.current.setMdx('one'));
  act(() => hook.result.current.setProblems('two'));
  expect(JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? '')).toEqual({
    mdx: 'one',
    problems: 'two',
  });
});

test('reset brings the sample back and forgets the stored draft; undo restores it', () => {
  const { storage, hook } = setup({ mdx: 'mine', problems: '[]' });
  expect(hook.result.current.undoReset).toBeNull();
  act(() => hook.result.current.reset());
  expect(hook.result.current.draft).toBe(SAMPLE);
  expect(storage.entries.has(DRAFT_STORAGE_KEY)).toBe(false);
  act(() => hook.result.current.undoReset?.());
  expect(hook.result.current.draft).toEqual({ mdx: 'mine', problems: '[]' });
  expect(JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? '')).toEqual({
    mdx: 'mine',
    problems: '[]',
  });
  expect(hook.result.current.undoReset).toBeNull();
});

test('an edit after a reset drops the undo', () => {
  const { hook } = setup({ mdx: 'mine', problems: '[]' });
  act(() => hook.result.current.reset());
  act(() => hook.result.current.setMdx('new'));
  expect(hook.result.current.undoReset).toBeNull();
});

test('tells when the browser refused to save', () => {
  const { storage, hook } = setup();
  storage.quotaChars = 5;
  act(() => hook.result.current.setMdx('a long draft'));
  expect(hook.result.current.saved).toBe(false);
});
