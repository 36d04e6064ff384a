/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDay } from '../../components/module/EditThisPage';
import { latestChanges, moduleLastUpdated, parseGitLog, readLastUpdated } from '../lastUpdated';

const DAY = 24 * 60 * 60;
/** 2026-11-20T12:00:00Z */
const T0 = 1795176000;

describe('dates from one git log', () => {
  const log = [
    `\u001e${T0 + 2 * DAY}\n\ncontent/bronze/a.problems.json\n`,
    `\u001e${T0 + DAY}\n\ncontent/bronze/a.mdx\nsolutions/bronze/s.mdx\n`,
    `\u001e${T0}\n`, // a merge: no files
    `\u001e${T0 - DAY}\n\ncontent/bronze/a.mdx\ncontent/bronze/b.mdx\n`,
  ].join('');

  it('gives each file the day of its latest change', () => {
    const dates = latestChanges(parseGitLog(log), false);
    expect(Object.fromEntries(dates)).toEqual({
      'content/bronze/a.problems.json': '2026-11-22',
      'content/bronze/a.mdx': '2026-11-21',
      'solutions/bronze/s.mdx': '2026-11-21',
      'content/bronze/b.mdx': '2026-11-19',
    });
  });

  it('dates a module by the later of its MDX and its problems file', () => {
    const dates = latestChanges(parseGitLog(log), false);
    expect(moduleLastUpdated(dates, 'content/bronze/a.mdx')).toBe('2026-11-22');
    expect(moduleLastUpdated(dates, 'content/bronze/b.mdx')).toBe('2026-11-19');
    expect(moduleLastUpdated(dates, 'content/bronze/none.mdx')).toBeUndefined();
  });

  it('in a shallow clone, dates nothing by the boundary commit, which lists files it did not change', () => {
    const dates = latestChanges(parseGitLog(log), true);
    expect(dates.get('content/bronze/a.mdx')).toBe('2026-11-21');
    expect(dates.has('content/bronze/b.mdx')).toBe(false);
  });

  it('shows a day the same way everywhere', () => {
    expect(formatDay('2026-11-24')).toBe('24 Nov 2026');
    expect(formatDay('2027-01-05')).toBe('5 Jan 2027');
  });
});

describe('readLastUpdated', () => {
  let dir: string;
  const git = (args: string[], date?: number) =>
    execFileSync('git', ['-C', dir, ...args], {
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
        ...(date
          ? { GIT_COMMITTER_DATE: `@${date} +0000`, GIT_AUTHOR_DATE: `@${date} +0000` }
          : {}),
      },
      stdio: 'pipe',
    });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'last-updated-'));
    mkdirSync(join(dir, 'content', 'bronze'), { recursive: true });
    git(['init', '-q']);
    writeFileSync(join(dir, 'content', 'bronze', 'a.mdx'), 'one');
    writeFileSync(join(dir, 'README.md'), 'x');
    git(['add', '.']);
    git(['commit', '-qm', 'first'], T0);
    writeFileSync(join(dir, 'content', 'bronze', 'a.mdx'), 'two');
    git(['commit', '-qam', 'second'], T0 + 3 * DAY);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every content file’s date from the repository in one pass', () => {
    expect(Object.fromEntries(readLastUpdated(dir))).toEqual({
      'content/bronze/a.mdx': '2026-11-23',
    });
  });

  it('has no dates outside a git checkout', () => {
    const plain = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      expect(readLastUpdated(plain).size).toBe(0);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
