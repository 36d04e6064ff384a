/**
 * When each content file last changed, from git history: one `git log` for the whole tree per
 * build (a call per file would cost seconds at a thousand files). A module's date counts its
 * problems file too (content-model: `<module>.problems.json` beside `<module>.mdx`).
 *
 * Where history cannot say, there is no date rather than a wrong one: outside a git checkout
 * (the bench's synthetic corpus), and in a shallow clone for the files whose last change is at or
 * before the clone's oldest commit (that commit shows every file as added).
 */
import { execFileSync } from 'node:child_process';

/** A commit's time (Unix seconds) and the files it changed, newest commit first. */
export interface LogEntry {
  seconds: number;
  files: string[];
}

const RECORD = '\u001e';

/** `git log --format=<RECORD>%ct --name-only` output → entries, newest first. */
export function parseGitLog(log: string): LogEntry[] {
  return log
    .split(RECORD)
    .slice(1)
    .map((record) => {
      const [time, ...files] = record.split('\n').map((line) => line.trim());
      return { seconds: Number(time), files: files.filter(Boolean) };
    })
    .filter((entry) => Number.isFinite(entry.seconds));
}

/**
 * Each file's latest change as `YYYY-MM-DD` (UTC). With `shallow`, the oldest entry is the
 * clone's boundary, which lists files it did not change: it dates nothing.
 */
export function latestChanges(entries: readonly LogEntry[], shallow: boolean): Map<string, string> {
  const dated = shallow ? entries.slice(0, -1) : entries;
  const dates = new Map<string, string>();
  for (const { seconds, files } of dated) {
    const day = new Date(seconds * 1000).toISOString().slice(0, 10);
    for (const file of files) if (!dates.has(file)) dates.set(file, day);
  }
  return dates;
}

function git(root: string, args: readonly string[]): string {
  return execFileSync('git', ['-C', root, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/**
 * Dates by file (relative to `root`, as the corpus names them) for `content/` and `solutions/`;
 * empty when `root` is not in a git checkout.
 */
export function readLastUpdated(root: string): Map<string, string> {
  try {
    const shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
    const log = git(root, [
      'log',
      `--format=${RECORD}%ct`,
      '--name-only',
      '--no-renames',
      '--relative',
      '--',
      'content',
      'solutions',
    ]);
    return latestChanges(parseGitLog(log), shallow);
  } catch {
    return new Map();
  }
}

/** The later of a module's MDX and problems file dates; undefined when neither has one. */
export function moduleLastUpdated(
  dates: ReadonlyMap<string, string>,
  mdxFile: string,
): string | undefined {
  const candidates = [dates.get(mdxFile), dates.get(mdxFile.replace(/\.mdx$/, '.problems.json'))];
  return candidates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
}
