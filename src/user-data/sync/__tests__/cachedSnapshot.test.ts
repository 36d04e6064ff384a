/**
 * A snapshot served from the cache may say "no document" for a document that exists on the
 * server, or hold an old version of it. Nothing is asked, replaced or uploaded on such a
 * snapshot, and no write can remove a cloud entry it did not name.
 */
import { MemoryCloud, createMemoryBackend } from '../memoryBackend';
import { BACKUP_REASONS, UPLOAD_PROMPT } from '../syncMessages';
import { DAY, STUDENT, T0, createBrowser, settle } from './browserSession';

const A = 'https://cses.fi/problemset/task/1068';
const X = 'http://www.usaco.org/index.php?page=viewproblem2&cpid=855';
const Y = 'https://codeforces.com/problemset/problem/1/A';
const CLOUD = { lang: 'java', userProgressOnProblems: { [X]: 'Solved', [Y]: 'Solving' } };

/** A browser with local progress whose restored session has not synced here yet. */
function browserWithProgress(cloud: MemoryCloud) {
  const browser = createBrowser(cloud);
  const seed = browser.load({ now: T0, user: null });
  seed.store.setField('lastViewedModule', 'simulation');
  seed.store.setProblemStatus(A, 'Solved', 'simulation');
  return browser;
}

describe('cached "no document"', () => {
  it('offline: neither asks nor uploads until the server answers, then takes the cloud’s', async () => {
    const cloud = new MemoryCloud();
    cloud.putDoc(STUDENT.uid, CLOUD);
    const browser = browserWithProgress(cloud);
    const page = browser.load({ now: T0 + DAY, online: false });
    await page.attach();
    expect(browser.asked).toEqual([]);
    expect(page.store.getState().userProgressOnProblems).toEqual({ [A]: 'Solved' });
    expect(cloud.readDoc(STUDENT.uid)).toEqual(CLOUD);

    page.backend.setOnline(true);
    await settle();
    expect(browser.asked).toEqual([]);
    expect(cloud.readDoc(STUDENT.uid)).toMatchObject(CLOUD);
    expect(page.store.getState()).toMatchObject(CLOUD);
    // Local progress was replaced by the account's, so it was backed up.
    expect(page.store.getBackups()[0]).toMatchObject({ reason: BACKUP_REASONS.signIn });
  });

  it('a cache from before the document existed is not taken for a missing one', async () => {
    const cloud = new MemoryCloud();
    cloud.putDoc(STUDENT.uid, CLOUD);
    const browser = browserWithProgress(cloud);
    const page = browser.load({ now: T0 + DAY, cache: { [STUDENT.uid]: null } });
    await page.attach();
    expect(browser.asked).toEqual([]);
    expect(cloud.readDoc(STUDENT.uid)).toMatchObject(CLOUD);
    expect(page.store.getState()).toMatchObject(CLOUD);
  });

  it('uploads only once the server confirms there is no document', async () => {
    const cloud = new MemoryCloud();
    const browser = browserWithProgress(cloud);
    const page = browser.load({ now: T0 + DAY, online: false });
    await page.attach();
    expect(browser.asked).toEqual([]);
    expect(cloud.readDoc(STUDENT.uid)).toBeNull();
    page.backend.setOnline(true);
    await settle();
    expect(browser.asked).toEqual([UPLOAD_PROMPT]);
    expect(cloud.readDoc(STUDENT.uid)).toMatchObject({
      userProgressOnProblems: { [A]: 'Solved' },
      schemaVersion: 1,
    });
  });
});

describe('writes name their entries', () => {
  it('an import made offline removes the entries it replaced, not one another device added', async () => {
    const cloud = new MemoryCloud();
    const browser = createBrowser(cloud);
    const page = browser.load({ now: T0 });
    page.store.setProblemStatus(A, 'Solved', null);
    await page.attach();
    expect(cloud.readDoc(STUDENT.uid)?.userProgressOnProblems).toEqual({ [A]: 'Solved' });

    page.backend.setOnline(false);
    await createMemoryBackend(cloud).writeFields(STUDENT.uid, [
      { field: 'userProgressOnProblems', key: X, value: 'Solved' },
    ]);
    page.store.replaceAll(
      { ...page.store.getState(), userProgressOnProblems: { [Y]: 'Skipped' } },
      'Before importing progress.json',
    );
    page.backend.setOnline(true);
    await settle();
    const expected = { [X]: 'Solved', [Y]: 'Skipped' };
    expect(cloud.readDoc(STUDENT.uid)?.userProgressOnProblems).toEqual(expected);
    expect(page.store.getState().userProgressOnProblems).toEqual(expected);
  });

  it('the first upload writes entries, so a document created meanwhile keeps its own', async () => {
    const cloud = new MemoryCloud();
    const browser = browserWithProgress(cloud);
    // The server confirmed there is no document; while the student reads the question, another
    // device creates it.
    const page = browser.load({
      now: T0 + DAY,
      answer: async () => {
        await createMemoryBackend(cloud).writeFields(STUDENT.uid, [
          { field: 'userProgressOnProblems', key: X, value: 'Solved' },
        ]);
        return true;
      },
    });
    await page.attach();
    await settle();
    expect(browser.asked).toEqual([UPLOAD_PROMPT]);
    const both = { [A]: 'Solved', [X]: 'Solved' };
    expect(cloud.readDoc(STUDENT.uid)?.userProgressOnProblems).toEqual(both);
    expect(page.store.getState().userProgressOnProblems).toEqual(both);
  });
});
