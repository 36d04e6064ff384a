import { DEFAULT_USER_DATA } from '../../fields';
import { createMemoryStorage } from '../../memoryStorage';
import { createStorageAdapter } from '../../storageAdapter';
import {
  hasUnsyncedData,
  mergeWithCloud,
  withAcknowledged,
  type StoredValues,
} from '../mergeCloud';
import { SYNC_MARKER_KEY, readSyncMarker, writeSyncMarker } from '../syncMarker';

const local = (values: Partial<StoredValues> = {}): StoredValues => ({
  ...DEFAULT_USER_DATA,
  ...values,
});
const problems = (entries: Record<string, string>) => ({ userProgressOnProblems: entries });

describe('mergeWithCloud, this browser synced before (agreed values)', () => {
  const agreed = { lang: 'cpp', ...problems({ a: 'Solved', b: 'Solving', c: 'Solved' }) };

  it('keeps and sends what changed here; takes what changed in the cloud', () => {
    const merge = mergeWithCloud(
      local({ lang: 'py', ...problems({ a: 'Skipped', b: 'Solving', d: 'Solved' }) }),
      agreed,
      { lang: 'cpp', schemaVersion: 1, ...problems({ a: 'Solved', b: 'Solved', e: 'Solving' }) },
    );
    // a changed here; b changed there; c deleted there; d added here; e added there.
    expect(merge.next).toMatchObject({
      lang: 'py',
      ...problems({ a: 'Skipped', b: 'Solved', d: 'Solved', e: 'Solving' }),
    });
    expect(merge.uploads).toEqual(
      expect.arrayContaining([
        { field: 'lang', value: 'py' },
        { field: 'userProgressOnProblems', key: 'a', value: 'Skipped' },
        { field: 'userProgressOnProblems', key: 'd', value: 'Solved' },
      ]),
    );
    expect(merge.uploads.filter((u) => u.field === 'userProgressOnProblems')).toHaveLength(2);
    expect(merge.agreed.userProgressOnProblems).toEqual({ a: 'Solved', b: 'Solved', e: 'Solving' });
  });

  it('sends an entry removed here as a deletion', () => {
    const merge = mergeWithCloud(local(problems({ a: 'Solved', b: 'Solving' })), agreed, {
      schemaVersion: 1,
      ...problems({ a: 'Solved', b: 'Solving', c: 'Solved' }),
    });
    expect(merge.uploads).toContainEqual({
      field: 'userProgressOnProblems',
      key: 'c',
      value: undefined,
    });
  });

  it('leaves a cloud value this version cannot read, unless it was changed here', () => {
    const unchanged = mergeWithCloud(local({ hide: false }), { hide: false }, { hide: 'yes' });
    expect(unchanged.next.hide).toBe(false);
    expect(unchanged.uploads.map((u) => u.field)).not.toContain('hide');
    const changed = mergeWithCloud(local({ hide: true }), { hide: false }, { hide: 'yes' });
    expect(changed.uploads).toContainEqual({ field: 'hide', value: true });
  });

  it('keeps a local entry over an invalid cloud entry, and takes a newer version’s value', () => {
    const merge = mergeWithCloud(local(problems({ a: 'Solved', b: 'Solving' })), agreed, {
      ...problems({ a: 42 as unknown as string, b: 'Reviewing' }),
    });
    expect(merge.next.userProgressOnProblems).toEqual({ a: 'Solved', b: 'Reviewing' });
  });
});

describe('mergeWithCloud, sign-in (nothing agreed)', () => {
  it('takes the cloud’s values and uploads only what the document lacks', () => {
    const merge = mergeWithCloud(
      local({ lang: 'py', hide: true, ...problems({ mine: 'Solved' }) }),
      null,
      { lang: 'java', ...problems({ theirs: 'Solving' }) },
    );
    expect(merge.next).toMatchObject({
      lang: 'java',
      hide: true,
      ...problems({ theirs: 'Solving' }),
    });
    const fields = merge.uploads.map((u) => u.field);
    expect(fields).toEqual(expect.arrayContaining(['hide', 'schemaVersion', 'lastVisitDate']));
    expect(fields).not.toContain('lang');
    expect(fields).not.toContain('userProgressOnProblems');
  });

  it('merges the visit streak instead of taking the cloud’s', () => {
    const day = 86_400_000;
    const merge = mergeWithCloud(local({ lastVisitDate: 10 * day, consecutiveVisits: 1 }), null, {
      lastVisitDate: 9 * day,
      consecutiveVisits: 6,
      schemaVersion: 1,
    });
    expect(merge.next).toMatchObject({ lastVisitDate: 10 * day, consecutiveVisits: 7 });
    expect(merge.uploads).toEqual(
      expect.arrayContaining([
        { field: 'lastVisitDate', value: 10 * day },
        { field: 'consecutiveVisits', value: 7 },
      ]),
    );
  });
});

describe('what the cloud lacks', () => {
  it('finds local data not yet acknowledged, the visit streak aside', () => {
    const agreed = { lang: 'cpp', ...problems({ a: 'Solved' }) };
    expect(
      hasUnsyncedData(local({ ...problems({ a: 'Solved' }), consecutiveVisits: 9 }), agreed),
    ).toBe(false);
    expect(hasUnsyncedData(local(problems({ a: 'Solved', b: 'Solving' })), agreed)).toBe(true);
    const acked = withAcknowledged(agreed, [
      { field: 'userProgressOnProblems', key: 'b', value: 'Solving' },
    ]);
    expect(hasUnsyncedData(local(problems({ a: 'Solved', b: 'Solving' })), acked)).toBe(false);
    expect(hasUnsyncedData(local(), null)).toBe(false);
    expect(hasUnsyncedData(local({ hide: true }), null)).toBe(true);
  });
});

describe('the sync marker', () => {
  it('is removed, not left stale, when it cannot be saved', () => {
    const storage = createMemoryStorage();
    const adapter = createStorageAdapter(storage, () => undefined);
    writeSyncMarker(adapter, { uid: 'u', agreed: { lang: 'py' } });
    expect(readSyncMarker(adapter)).toEqual({ uid: 'u', agreed: { lang: 'py' } });
    storage.quotaChars = 10;
    writeSyncMarker(adapter, { uid: 'u', agreed: { lang: 'java' } });
    expect(storage.getItem(SYNC_MARKER_KEY)).toBeNull();
    expect(readSyncMarker(adapter)).toBeNull();
  });
});
