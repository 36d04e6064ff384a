import { evaluateDataFile } from '../load';
import { ORDERING_FILE } from '../syllabus';

const evaluateOrdering = (text: string) => evaluateDataFile(text, ORDERING_FILE);

describe('evaluateDataFile (ordering.ts)', () => {
  it('runs a typed ordering, dropping type imports', () => {
    const text = [
      "import type { Ordering } from '../src/content-model/syllabus';",
      "const ordering: Ordering = { general: [{ name: 'Basics', items: ['intro'] }] };",
      'export default ordering;',
    ].join('\n');
    expect(evaluateOrdering(text)).toEqual({
      value: { general: [{ name: 'Basics', items: ['intro'] }] },
    });
  });

  it('reports a syntax error with its position', () => {
    const text =
      "const ordering = {\n  general: [{ name: 'Basics', items: ['intro'] ],\n};\nexport default ordering;\n";
    expect(evaluateOrdering(text)).toMatchObject({
      error: {
        file: 'content/ordering.ts',
        line: 2,
        column: 49,
        message: 'ordering.ts does not parse: Unexpected token, expected ","',
      },
    });
  });

  it('refuses run-time imports', () => {
    expect(evaluateOrdering("import x from './other';\nexport default x;\n")).toMatchObject({
      error: {
        message:
          'ordering.ts failed to run: ordering.ts may not import "./other" at run time (type imports are fine)',
      },
    });
  });

  it('requires a default export', () => {
    expect(evaluateOrdering('export const ordering = {};\n')).toMatchObject({
      error: {
        message: 'ordering.ts has no default export.',
        hint: 'End the file with `export default ordering;`.',
      },
    });
  });
});
