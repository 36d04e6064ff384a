import { describeDifference, extractPrograms, outputsMatch } from '../programs';

const solution = [
  '---',
  'id: x',
  '---',
  'Idea text with `inline` code.',
  '<LanguageSection>',
  '<CPPSection>',
  '',
  '```cpp',
  'int main() {}',
  '```',
  '',
  '</CPPSection>',
  '<JavaSection>',
  '',
  '```java',
  'public class Main { public static void main(String[] a) {} }',
  '```',
  '',
  '</JavaSection>',
  '<PySection>',
  '',
  '```py',
  'print(1)',
  '```',
  '',
  '</PySection>',
  '</LanguageSection>',
].join('\n');

describe('extractPrograms', () => {
  it('finds the one program of each language', () => {
    const { programs, errors } = extractPrograms(solution);
    expect(errors).toEqual([]);
    expect(programs.cpp).toBe('int main() {}\n');
    expect(programs.java).toContain('public class Main');
    expect(programs.py).toBe('print(1)\n');
  });

  it('names a missing language and refuses two blocks of one language', () => {
    const text = solution.replace('```py\nprint(1)\n```', '') + '\n```cpp\nint x;\n```\n';
    expect(extractPrograms(text).errors).toEqual([
      '2 C++ blocks: a solution file holds exactly one complete program per language',
      'no Python program: add one ```py block',
    ]);
  });

  it('ignores blocks of other languages and reads python aliases', () => {
    const text = '```text\nhello\n```\n```python\nprint(2)\n```\n';
    const { programs } = extractPrograms(text);
    expect(programs.py).toBe('print(2)\n');
  });
});

describe('outputsMatch', () => {
  it.each([
    ['1 2\n3\n', '1 2 3', true],
    ['1 2\n', '1 2\n\n\n', true],
    ['YES\n', 'yes\n', false],
    ['1 2', '1 2 3', false],
    ['', '', true],
  ])('%j vs %j → %s', (expected, actual, match) => {
    expect(outputsMatch(expected, actual)).toBe(match);
  });
});

describe('describeDifference', () => {
  it('shows the first differing line with both values', () => {
    expect(describeDifference('1\n2\n3\n', '1\n5\n3\n')).toBe(
      ['    line 2:', '      - expected: "2"', '      + actual:   "5"'].join('\n'),
    );
  });
});
