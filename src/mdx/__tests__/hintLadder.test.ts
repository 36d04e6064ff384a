/**
 * A hint ladder's shape, as the compiler checks it: two to four non-empty `<Hint>`s and nothing
 * else in a `<Hints>`, and no `<Hint>` outside one. Each error is pinned as an author sees it
 * (`file:line: message`, then the fix), through the step `npm run validate` and the build share.
 * The compiler's packages are ESM-only: the cases run in one Node process (as in
 * compileArticle.test.ts) and come back as JSON.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const FILE = 'content/general/intro.mdx';

function compileAll(cases: Record<string, string>): Record<string, string[] | 'ok'> {
  const script = `
    const { compileArticle } = require(${JSON.stringify(join(root, 'src/mdx/compileArticle.ts'))});
    const { toContentError } = require(${JSON.stringify(join(root, 'src/content-build/compileCorpus.ts'))});
    const { formatContentError } = require(${JSON.stringify(join(root, 'src/content-model/errors.ts'))});
    const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const out = {};
    for (const [name, text] of Object.entries(cases)) {
      const result = compileArticle(text, { path: ${JSON.stringify(FILE)} });
      out[name] = result.ok
        ? 'ok'
        : result.problems.map((p) => formatContentError(toContentError(${JSON.stringify(FILE)}, p)));
    }
    process.stdout.write(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ['-r', 'sucrase/register', '-e', script], {
    cwd: root,
    input: JSON.stringify(cases),
  });
  return JSON.parse(output.toString()) as Record<string, string[] | 'ok'>;
}

const hint = (text: string) => `<Hint>${text}</Hint>`;
const ladder = (...lines: string[]) =>
  ['Before.', '', '<Hints problem="Repetitions">', ...lines, '</Hints>', ''].join('\n');

const results = compileAll({
  two: ladder(hint('Look at runs.'), hint('Keep the current run.')),
  four: ladder(...['a', 'b', 'c', 'd'].map(hint)),
  markdownAndMath: ladder(
    '<Hint>',
    '',
    'A run is a block of **equal** letters: $s_i = s_{i+1}$.',
    '',
    '</Hint>',
    hint('Keep `cur` and `best`.'),
  ),
  one: ladder(hint('Only one.')),
  five: ladder(...['a', 'b', 'c', 'd', 'e'].map(hint)),
  empty: ladder(hint('First.'), '<Hint>  </Hint>'),
  prose: ladder(hint('First.'), '', 'A stray sentence.', '', hint('Second.')),
  otherWidget: ladder(hint('First.'), hint('Second.'), '<Info title="x">Tip.</Info>'),
  stray: ['Before.', '', hint('Alone.'), ''].join('\n'),
});

describe('hint ladder shape', () => {
  it.each(['two', 'four', 'markdownAndMath'])('accepts %s', (name) => {
    expect(results[name]).toBe('ok');
  });

  it.each([
    [
      'one',
      `${FILE}:3:1: <Hints> has 1 <Hint>; a ladder has 2 to 4.\n  Fix: Split the idea into steps: a first nudge that gives nothing away, then each hint a step further.`,
    ],
    [
      'five',
      `${FILE}:3:1: <Hints> has 5 <Hint>s; a ladder has 2 to 4.\n  Fix: Merge steps until 4 are left; the full idea belongs in the solution.`,
    ],
    [
      'empty',
      `${FILE}:5:1: This <Hint> is empty.\n  Fix: Write the hint between <Hint> and </Hint>, or remove it.`,
    ],
    [
      'prose',
      `${FILE}:6:1: <Hints> holds only <Hint>s, but here it holds a <p> (text or Markdown).\n  Fix: Put every step of the ladder inside its own <Hint>…</Hint>, and the rest outside the <Hints>.`,
    ],
    [
      'otherWidget',
      `${FILE}:6:1: <Hints> holds only <Hint>s, but here it holds <Info>.\n  Fix: Put every step of the ladder inside its own <Hint>…</Hint>, and the rest outside the <Hints>.`,
    ],
    [
      'stray',
      `${FILE}:3:1: <Hint> stands outside a <Hints>.\n  Fix: Put the hints of one problem together in <Hints>…</Hints> (with problem="…" in a module).`,
    ],
  ])('refuses %s with its line and fix', (name, expected) => {
    expect(results[name]).toEqual([expected]);
  });
});
