/** The validate CLI as authors and CI run it: a real child process, real exit codes. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repo = join(__dirname, '..', '..', '..');
const fixture = (name: string) => join(__dirname, '..', '__fixtures__', name);

function validate(root: string) {
  return spawnSync(process.execPath, ['-r', 'sucrase/register', 'scripts/validate.ts', root], {
    cwd: repo,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run validate', () => {
  it('exits 0 and summarises a valid tree', () => {
    const run = validate(fixture('valid'));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^Content OK: 1 modules, 2 problems, 1 solutions, every file compiled \(\d+\.\d\d s\)\.$/m,
    );
  });

  it('prints every error and exits non-zero on a broken tree', () => {
    const run = validate(fixture('many-errors'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Found 8 content errors:');
    expect(run.stderr).toContain(
      '3. content/general/intro.problems.json (list "practice", problem 1): URL abc is not valid. Did you make a typo in the problem source (XYZ), or in the URL? Problem name: Repetitions',
    );
    expect(run.stderr).toContain(
      '7. content/general/intro.mdx:14: Could not find section 99.9 in source CPH',
    );
  });

  it('passes on this repository', () => {
    const run = validate(repo);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
