import { formatCompileFailure, toCompileFailure } from '../compileErrors';
import { blankFrontmatter } from '../../../mdx/blankFrontmatter';

test('reads the reason and the place of a VFileMessage-like error', () => {
  const error = Object.assign(new Error('3:6: Unexpected end of file'), {
    reason: 'Unexpected end of file',
    line: 3,
    column: 6,
  });
  expect(toCompileFailure(error)).toEqual({
    line: 3,
    column: 6,
    message: 'Unexpected end of file',
  });
});

test('falls back to `place` (a point or a position) when line and column are not set', () => {
  expect(toCompileFailure({ reason: 'a', line: null, place: { line: 2, column: 4 } })).toEqual({
    line: 2,
    column: 4,
    message: 'a',
  });
  expect(
    toCompileFailure({ reason: 'b', place: { start: { line: 5, column: 1 }, end: {} } }),
  ).toEqual({ line: 5, column: 1, message: 'b' });
});

test('anything else is reported by its message, with no place', () => {
  expect(toCompileFailure(new TypeError('boom'))).toEqual({
    line: undefined,
    column: undefined,
    message: 'boom',
  });
  expect(toCompileFailure('plain')).toEqual({ message: 'plain' });
});

test.each([
  [
    { line: 3, column: 6, message: 'Unexpected end of file' },
    'Line 3, column 6: Unexpected end of file',
  ],
  [{ line: 3, message: 'x' }, 'Line 3: x'],
  [{ message: 'x' }, 'x'],
])('formatCompileFailure(%j)', (failure, text) => {
  expect(formatCompileFailure(failure)).toBe(text);
});

test('blankFrontmatter keeps every line so positions still match the editor', () => {
  const text = '---\nid: a\ntitle: b\n---\n\n# Hi';
  const blanked = blankFrontmatter(text);
  expect(blanked).toBe('\n\n\n\n\n# Hi');
  expect(blanked.split('\n')).toHaveLength(text.split('\n').length);
  expect(blankFrontmatter('# No frontmatter\n---\n')).toBe('# No frontmatter\n---\n');
});
