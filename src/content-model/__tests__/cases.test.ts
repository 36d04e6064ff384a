import type { RawFile } from '../corpus';
import { checkCases, readSolutionCases, toCaseFile } from '../cases';
import type { SolutionRecord } from '../module';

const three = [1, 2, 3].map((n) => ({ name: `c${n}`, input: `${n}\n`, output: `${n}\n` }));

describe('toCaseFile', () => {
  it('reads a checker, and interactive cases that have no output', () => {
    expect(toCaseFile({ checker: 'x.checker.py', cases: three }, 3).value?.judge).toEqual({
      kind: 'checker',
      file: 'x.checker.py',
    });
    const secrets = [1, 2, 3].map((n) => ({ name: `c${n}`, input: `${n}\n` }));
    // A checker needs no stored answer for a big case; a plain diff does.
    expect(toCaseFile({ checker: 'x.checker.py', cases: secrets }, 3).issues).toEqual([]);
    expect(toCaseFile({ cases: secrets }, 3).issues[0]).toBe('case #1 needs a string "output"');
    expect(toCaseFile({ interactor: 'x.interactor.py', cases: secrets }, 3).value).toEqual({
      files: null,
      judge: { kind: 'interactor', file: 'x.interactor.py' },
      cases: secrets.map((c) => ({ ...c, output: '' })),
    });
  });

  it('accepts stdin cases and file I/O cases', () => {
    expect(toCaseFile({ cases: three }, 3)).toEqual({
      value: { files: null, judge: null, cases: three },
      issues: [],
    });
    const files = toCaseFile(
      { files: { input: 'shell.in', output: 'shell.out' }, cases: three },
      3,
    );
    expect(files.value?.files).toEqual({ input: 'shell.in', output: 'shell.out' });
  });

  it.each([
    [{ cases: three.slice(0, 2) }, /only 2 case\(s\): write at least 3 of your own/],
    [{ cases: [{ name: 'a' }, ...three] }, /case #1 needs/],
    [{ files: 'x.in', cases: three }, /"files" must be/],
    [{}, /"cases" must be a list/],
    [[], /expected an object/],
    [{ checker: 'a.py', interactor: 'b.py', cases: three }, /not both/],
    [{ checker: '../a.py', cases: three }, /"checker" must name a Python file beside/],
    [
      { checker: 'tmp/a.py', cases: three },
      /or one elsewhere in content\/ or solutions\/ by its path/,
    ],
    [
      { interactor: 'g.interactor.py', cases: three },
      /case #1 has an "output", but the interactor/,
    ],
    [
      {
        interactor: 'g.py',
        files: { input: 'a.in', output: 'a.out' },
        cases: [{ name: 'a', input: '1' }],
      },
      /talks on stdin\/stdout: remove "files"/,
    ],
  ])('reports %j', (raw, message) => {
    const result = toCaseFile(raw, 3);
    expect(result.value).toBeNull();
    expect(result.issues.join('\n')).toMatch(message);
  });
});

it('reports a cases file that is not JSON at its line', () => {
  const { errors } = readSolutionCases('solutions/general/x.cases.json', '{\n  "cases": [\n}');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ file: 'solutions/general/x.cases.json', line: 3 });
});

describe('checkCases', () => {
  const solution = { id: 'x', file: 'solutions/general/x.mdx' } as SolutionRecord;
  const solutionFile: RawFile = { file: solution.file, text: '' };
  const casesOf = (file: string, value: unknown): RawFile => ({
    file,
    text: JSON.stringify(value, null, 2),
  });
  const module: RawFile = {
    file: 'content/general/m.mdx',
    text: '# M\n\n```cpp run=sum\nint main() {}\n```\n\n```py run=sum\nprint(0)\n```\n\n```cpp\nnot checked\n```\n',
  };
  const moduleCases = (value: unknown) => casesOf('content/general/m.cases.json', value);

  it('passes a solution with three cases and a module whose snippet has cases', () => {
    const files = [
      casesOf('solutions/general/x.cases.json', { cases: three }),
      moduleCases({ sum: { cases: three.slice(0, 1) } }),
    ];
    expect(checkCases([module], [solution], [solutionFile], files)).toEqual([]);
  });

  it('finds a judge elsewhere in the repository by its path', () => {
    const shared = moduleCases({
      sum: { interactor: 'solutions/general/x.interactor.py', cases: [{ name: 'a', input: '1' }] },
    });
    expect(checkCases([module], [], [], [shared], ['solutions/general/x.interactor.py'])).toEqual(
      [],
    );
    expect(checkCases([module], [], [], [shared], [])[0].message).toBe(
      'The interactor solutions/general/x.interactor.py does not exist.',
    );
  });

  it('finds the checker a cases file names, and reports one that is missing or unnamed', () => {
    const judged = casesOf('solutions/general/x.cases.json', {
      checker: 'x.checker.py',
      cases: three,
    });
    expect(
      checkCases([], [solution], [solutionFile], [judged], ['solutions/general/x.checker.py']),
    ).toEqual([]);
    const [missing] = checkCases([], [solution], [solutionFile], [judged], []);
    expect(missing).toMatchObject({
      file: 'solutions/general/x.cases.json',
      line: 2,
      message: 'The checker solutions/general/x.checker.py does not exist.',
    });
    const plain = casesOf('solutions/general/x.cases.json', { cases: three });
    const [orphan] = checkCases(
      [],
      [solution],
      [solutionFile],
      [plain],
      ['solutions/general/y.py'],
    );
    expect(orphan).toMatchObject({
      file: 'solutions/general/y.py',
      message: 'No cases file names this program as its "checker" or "interactor".',
    });
  });

  it('asks for the cases of a solution that has none, or too few', () => {
    const [missing] = checkCases([], [solution], [solutionFile], []);
    expect(missing).toMatchObject({
      file: 'solutions/general/x.mdx',
      message: 'This solution has no test cases.',
    });
    expect(missing.hint).toMatch(/^Add solutions\/general\/x\.cases\.json with at least 3 cases/);
    const few = casesOf('solutions/general/x.cases.json', { cases: three.slice(0, 2) });
    const [short] = checkCases([], [solution], [solutionFile], [few]);
    expect(short).toMatchObject({
      file: 'solutions/general/x.cases.json',
      message: 'Test cases: only 2 case(s): write at least 3 of your own.',
    });
  });

  it('reports a run block without cases at its line, once per snippet name', () => {
    const errors = checkCases([module], [], [], []);
    expect(errors).toEqual([
      {
        file: 'content/general/m.mdx',
        line: 3,
        message: 'The runnable snippet "sum" has no test cases.',
        hint: 'Add "sum": {"cases": [{"name": "…", "input": "…", "output": "…"}]} to content/general/m.cases.json, or remove `run=sum` from the block.',
      },
    ]);
  });

  it('reports cases for a snippet that does not exist, at the line of its entry', () => {
    const files = [moduleCases({ sum: { cases: three }, summ: { cases: three } })];
    const errors = checkCases([module], [], [], files);
    expect(errors).toEqual([
      {
        file: 'content/general/m.cases.json',
        line: 21,
        message: 'Cases for the snippet "summ", but content/general/m.mdx has no `run=summ` block.',
        hint: 'Did you mean "sum"? Or remove the entry.',
      },
    ]);
    expect(files[0].text.split('\n')[20]).toContain('"summ"');
  });

  it('reports a malformed cases file once, and a bad entry by its snippet', () => {
    const broken = { file: 'content/general/m.cases.json', text: '{ "sum": ' };
    const [syntax, ...rest] = checkCases([module], [], [], [broken]);
    expect(syntax).toMatchObject({ file: 'content/general/m.cases.json', line: 1 });
    expect(syntax.message).toMatch(/^Invalid JSON/);
    expect(rest).toEqual([]);
    const [entry] = checkCases([module], [], [], [moduleCases({ sum: { cases: 'none' } })]);
    expect(entry).toMatchObject({
      where: 'snippet "sum"',
      line: 2,
      message: 'Test cases: "cases" must be a list of {"name", "input", "output"}.',
    });
  });

  it('reports run markers it cannot use, and a cases file with no MDX beside it', () => {
    const bad: RawFile = {
      file: 'content/general/m.mdx',
      text: '```cpp run\nx\n```\n\n```text run=a\nx\n```\n\n```cpp run=Sum_1\nx\n```\n',
    };
    const errors = checkCases([bad], [], [], [casesOf('content/general/gone.cases.json', {})]);
    expect(errors.map((e) => [e.file, e.line, e.message])).toEqual([
      [
        'content/general/gone.cases.json',
        undefined,
        'No content/general/gone.mdx beside this cases file.',
      ],
      [
        'content/general/m.mdx',
        1,
        'A `run` marker needs a name, its test cases are filed under it.',
      ],
      ['content/general/m.mdx', 5, 'A `run` block in `text` cannot be run.'],
      [
        'content/general/m.mdx',
        9,
        'The snippet name "Sum_1" is not lowercase words joined by hyphens.',
      ],
    ]);
  });
});
