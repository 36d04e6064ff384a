/**
 * A student who is already signed in reloads a page: the visit counted on load, the module they
 * open and any status they choose before the sync code attaches must stay and reach the cloud;
 * the streak must advance; and no reload may add a backup or push out the one from before the
 * sign-in.
 */
import { MemoryCloud, createMemoryBackend } from '../memoryBackend';
import { BACKUP_REASONS, UPLOAD_PROMPT } from '../syncMessages';
import { DAY, STUDENT, T0, createBrowser, settle } from './browserSession';

const A = 'https://cses.fi/problemset/task/1068';
const B = 'https://cses.fi/problemset/task/1083';
const C = 'https://cses.fi/problemset/task/1084';
const D = 'https://cses.fi/problemset/task/1090';

async function signedInBrowser(cloud: MemoryCloud) {
  const browser = createBrowser(cloud);
  const first = browser.load({ now: T0, user: null });
  first.store.setField('lastViewedModule', 'simulation');
  first.store.setProblemStatus(A, 'Solved', 'simulation');
  await first.attach();
  await first.sync.signIn('google');
  await settle();
  return { browser, first };
}

describe('already signed in + reload', () => {
  it('keeps the visit, the module viewed and a status chosen before sync attaches, and sends them', async () => {
    const cloud = new MemoryCloud();
    const { browser, first } = await signedInBrowser(cloud);
    expect(browser.asked).toEqual([UPLOAD_PROMPT]);
    // The rest of that visit is offline: its last change never reaches the cloud.
    first.backend.setOnline(false);
    first.store.setProblemStatus(B, 'Solving', 'simulation');
    first.close();
    expect(cloud.readDoc(STUDENT.uid)?.userProgressOnProblems).toEqual({ [A]: 'Solved' });
    // Meanwhile another device changes the language and solves C.
    await createMemoryBackend(cloud).writeFields(STUDENT.uid, [
      { field: 'lang', value: 'java' },
      { field: 'userProgressOnProblems', key: C, value: 'Solved' },
    ]);
    const backups = first.store.getBackups();

    // The next day: the page counts the visit, the student opens a module and solves D, all
    // before the sync code has attached.
    const second = browser.load({ now: T0 + DAY });
    second.store.setField('lastViewedModule', 'prefix-sums');
    second.store.setProblemStatus(D, 'Solved', 'prefix-sums');
    await second.attach();

    const expected = {
      lang: 'java',
      lastViewedModule: 'prefix-sums',
      userProgressOnProblems: { [A]: 'Solved', [B]: 'Solving', [C]: 'Solved', [D]: 'Solved' },
      userProgressOnModules: { simulation: 'Practicing', 'prefix-sums': 'Practicing' },
      lastVisitDate: T0 + DAY,
      consecutiveVisits: 2,
    };
    expect(second.store.getState()).toMatchObject(expected);
    expect(cloud.readDoc(STUDENT.uid)).toMatchObject(expected);
    expect(second.sync.getStatus()).toMatchObject({ kind: 'signed-in', error: null });
    // Not asked again, and nothing was replaced: no backup.
    expect(browser.asked).toEqual([UPLOAD_PROMPT]);
    expect(second.store.getBackups()).toEqual(backups);
  });

  it('seven daily visits give a streak of 7, here and in the cloud', async () => {
    const cloud = new MemoryCloud();
    const { browser, first } = await signedInBrowser(cloud);
    first.close();
    let page = first;
    for (let day = 1; day < 7; day++) {
      page = browser.load({ now: T0 + day * DAY });
      await page.attach();
      page.close();
    }
    expect(page.store.getState()).toMatchObject({
      consecutiveVisits: 7,
      lastVisitDate: T0 + 6 * DAY,
    });
    expect(cloud.readDoc(STUDENT.uid)).toMatchObject({
      consecutiveVisits: 7,
      lastVisitDate: T0 + 6 * DAY,
    });
  });

  it('counts a visit made on another device into this browser’s streak', async () => {
    const cloud = new MemoryCloud();
    const { browser, first } = await signedInBrowser(cloud);
    first.close();
    // Days 1 and 2 on another device; this browser comes back on day 3 (a gap of 3 days here).
    await createMemoryBackend(cloud).writeFields(STUDENT.uid, [
      { field: 'lastVisitDate', value: T0 + 2 * DAY },
      { field: 'consecutiveVisits', value: 3 },
    ]);
    const page = browser.load({ now: T0 + 3 * DAY });
    expect(page.store.getState().consecutiveVisits).toBe(1);
    await page.attach();
    expect(page.store.getState().consecutiveVisits).toBe(4);
    expect(cloud.readDoc(STUDENT.uid)?.consecutiveVisits).toBe(4);
  });

  it('adds no backup on reload; the backup from before the sign-in outlasts reloads and imports', async () => {
    const cloud = new MemoryCloud();
    cloud.putDoc(STUDENT.uid, { userProgressOnProblems: { [C]: 'Solving' } });
    const { browser, first } = await signedInBrowser(cloud);
    expect(browser.asked).toEqual([]);
    const [signInBackup] = first.store.getBackups();
    expect(signInBackup).toMatchObject({ reason: BACKUP_REASONS.signIn, pinned: true });
    expect(signInBackup.data.userProgressOnProblems).toEqual({ [A]: 'Solved' });
    first.close();

    let page = first;
    for (let day = 1; day <= 6; day++) {
      page = browser.load({ now: T0 + day * DAY });
      page.store.setProblemStatus(`p${day}`, 'Solved', null);
      await page.attach();
      expect(page.store.getBackups()).toEqual([signInBackup]);
      page.close();
    }
    page = browser.load({ now: T0 + 7 * DAY });
    await page.attach();
    for (let i = 0; i < 6; i++) {
      page.store.replaceAll(
        { ...page.store.getState(), userProgressOnProblems: { [`import-${i}`]: 'Solved' } },
        `Before importing ${i}.json`,
      );
    }
    expect(page.store.getBackups()).toHaveLength(6);
    expect(page.store.getBackups()).toContainEqual(signInBackup);
  });

  it('a browser that synced with another account goes through the sign-in flow', async () => {
    const cloud = new MemoryCloud();
    const { browser, first } = await signedInBrowser(cloud);
    first.close();
    const other = { ...STUDENT, uid: 'student-2' };
    cloud.putDoc(other.uid, { userProgressOnProblems: { [C]: 'Solving' } });
    const page = browser.load({ now: T0 + DAY, user: other });
    await page.attach();
    expect(page.store.getState().userProgressOnProblems).toEqual({ [C]: 'Solving' });
    expect(page.store.getBackups()[0]).toMatchObject({
      reason: BACKUP_REASONS.signIn,
      pinned: true,
    });
    expect(page.store.getBackups()[0].data.userProgressOnProblems).toEqual({ [A]: 'Solved' });
  });

  it('keeps a change another tab made before its sync loaded when the next snapshot arrives', async () => {
    const cloud = new MemoryCloud();
    const { first } = await signedInBrowser(cloud);
    // Another tab's change reaches this tab through storage; this tab does not send it.
    first.store.setField('hide', true, 'other-tab');
    await createMemoryBackend(cloud).writeFields(STUDENT.uid, [
      { field: 'userProgressOnProblems', key: C, value: 'Solved' },
    ]);
    await settle();
    expect(first.store.getState()).toMatchObject({
      hide: true,
      userProgressOnProblems: { [A]: 'Solved', [C]: 'Solved' },
    });
    expect(cloud.readDoc(STUDENT.uid)?.hide).toBe(true);
  });
});
