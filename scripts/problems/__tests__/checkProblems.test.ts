/**
 * @jest-environment node
 *
 * The real CLI against the repository and a tree with a misnamed CSES problem.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repo = join(__dirname, '..', '..', '..');

function check(root?: string) {
  const args = ['-r', 'sucrase/register', 'scripts/checkProblems.ts', ...(root ? [root] : [])];
  return spawnSync('node', args, { cwd: repo, encoding: 'utf8' });
}

it('passes on the guide itself: every linked problem is real', () => {
  const result = check();
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/check:problems: \d+ distinct problems, 0 error\(s\)/);
});

it('fails on a misnamed CSES problem, naming the file and the right name', () => {
  const result = check(join(__dirname, '..', '__fixtures__', 'misnamed'));
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    'error: CSES problem https://cses.fi/problemset/task/1069 is named "Repetition", but the catalog calls it "Repetitions".',
  );
  expect(result.stderr).toContain(
    'linked from: content/general/intro.problems.json (list "practice")',
  );
});
