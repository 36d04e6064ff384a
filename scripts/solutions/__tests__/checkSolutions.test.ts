/**
 * @jest-environment node
 *
 * Runs the real CLI on two fixture trees: it compiles and runs C++, Java and Python.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repo = join(__dirname, '..', '..', '..');
const fixtures = join(__dirname, '..', '__fixtures__');

function check(tree: string, ...options: string[]) {
  return spawnSync(
    'node',
    ['-r', 'sucrase/register', 'scripts/checkSolutions.ts', join(fixtures, tree), ...options],
    { cwd: repo, encoding: 'utf8' },
  );
}

jest.setTimeout(180_000);

let good: ReturnType<typeof check>;
let bad: ReturnType<typeof check>;
beforeAll(() => {
  good = check('good');
  // A short limit for the snippet that never ends.
  bad = check('bad', '--time-limit', '5');
});

it('passes a tree whose programs and snippets are right on every case', () => {
  expect(good.stderr).not.toContain('problem(s)');
  expect(good.status).toBe(0);
  // 5 solutions × 3 languages and the snippet in C++ and Python; the block without `run` is
  // never compiled (it is not C++).
  expect(good.stdout).toContain(
    '5 solution(s), 2 snippet program(s), 17 programs, 49 case runs, all correct',
  );
});

it('plays an interactive problem against its interactor in every language', () => {
  // guess.mdx passes only if each language's binary search talks to guess.interactor.py.
  expect(good.stderr).not.toContain('guess.mdx');
  expect(good.status).toBe(0);
});

it('shows a wrong interactive answer with the dialogue, and a missing flush as a hang', () => {
  expect(bad.stderr).toContain(
    'solutions/general/guess.mdx [Java] case "hidden in the middle": the interactor rejected the run: answered 500002, the number was 500001\n    the dialogue\'s last lines (> from the program, < from the interactor):',
  );
  expect(bad.stderr).toContain('      > ? 500001\n      < =\n      > ! 500002');
  // Python's print() to a pipe waits in a buffer without flush=True, as on a judge.
  expect(bad.stderr).toContain(
    'solutions/general/guess.mdx [Python] case "smallest range": exceeded the 5 s time limit and was stopped (a program that does not flush its output waits forever)',
  );
  expect(bad.stderr).not.toContain('guess.mdx [C++]');
});

it('lets a checker accept any right answer and reject a wrong one with its reason', () => {
  // The three languages of split.mdx print three different right splits in the good tree.
  expect(good.stderr).not.toContain('split.mdx');
  expect(bad.stderr).toContain(
    'solutions/general/split.mdx [Python] case "many splits": the checker rejected the output: 0 + 10 is not a split of 10 into positive parts',
  );
  expect(bad.stderr).not.toContain('split.mdx [C++]');
});

it('gives each run a fresh start: static state, System.exit, a worker thread, sys.exit', () => {
  // fresh-state prints 1 on every case in every language only if no state survives a run.
  expect(good.status).toBe(0);
});

it('fails naming the file, language, case and diff, and a solution with no cases', () => {
  expect(bad.status).toBe(1);
  expect(bad.stderr).toContain(
    'solutions/bronze/file-io.mdx [Python] case "two and three": wrong output\n    line 1:\n      - expected: "5"\n      + actual:   "-1"',
  );
  expect(bad.stderr).toContain(
    'solutions/bronze/no-cases.mdx: no test cases. Add solutions/bronze/no-cases.cases.json with at least 3 cases of your own.',
  );
  // File I/O programs that are right pass: only Python is reported for file-io.
  expect(bad.stderr).not.toContain('file-io.mdx [C++]');
  expect(bad.stderr).not.toContain('file-io.mdx [Java]');
});

it('reports a snippet failing the check with its file and language', () => {
  expect(bad.stderr).toContain(
    'content/general/showcase.mdx snippet "halve" [Java] case "even": wrong output\n    line 1:\n      - expected: "4"\n      + actual:   "5"',
  );
  expect(bad.stderr).not.toContain('snippet "halve" [C++]');
});

it('stops a run over the time limit and says so', () => {
  expect(bad.stderr).toContain(
    'content/general/showcase.mdx snippet "spin" [Python] case "never ends": exceeded the 5 s time limit and was stopped',
  );
});
