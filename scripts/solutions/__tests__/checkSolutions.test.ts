/**
 * @jest-environment node
 *
 * Runs the real CLI on two fixture trees: it compiles and runs C++, Java and Python.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repo = join(__dirname, '..', '..', '..');
const fixtures = join(__dirname, '..', '__fixtures__');

function check(tree: string) {
  return spawnSync(
    'node',
    ['-r', 'sucrase/register', 'scripts/checkSolutions.ts', join(fixtures, tree)],
    { cwd: repo, encoding: 'utf8' },
  );
}

jest.setTimeout(120_000);

it('passes a tree whose three programs are right on every case', () => {
  const result = check('good');
  expect(result.stderr).not.toContain('problem(s)');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('1 solutions, 3 programs, 6 case runs, all correct');
});

it('fails naming the file, language, case and diff, and a solution with no cases', () => {
  const result = check('bad');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    'solutions/bronze/file-io.mdx [Python] case "two and three": wrong output\n    line 1:\n      - expected: "5"\n      + actual:   "-1"',
  );
  expect(result.stderr).toContain(
    'solutions/bronze/no-cases.mdx: no test cases. Add solutions/bronze/no-cases.cases.json with at least two cases of your own.',
  );
  // File I/O programs that are right pass: only Python is reported for file-io.
  expect(result.stderr).not.toContain('file-io.mdx [C++]');
  expect(result.stderr).not.toContain('file-io.mdx [Java]');
});
