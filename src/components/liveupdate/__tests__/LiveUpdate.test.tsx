/**
 * The page's wiring, with the two heavy chunks replaced: the editor by a textarea, the compiler
 * by a stub that renders the text (or fails on a lone `<`). The content-model checks are real.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DRAFT_STORAGE_KEY } from '../../../user-data';
import type { CodeEditorProps } from '../CodeEditor';
import tagVocabulary from '../../../../content/tags';
import { LiveUpdate } from '../LiveUpdate';
import { SAMPLE_DRAFT } from '../sample';

jest.mock('../CodeEditor', () => {
  const { forwardRef } = jest.requireActual<typeof import('react')>('react');
  return {
    CodeEditor: forwardRef<unknown, CodeEditorProps>(function FakeEditor(props, _ref) {
      return (
        <textarea
          aria-labelledby={props.labelledBy}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      );
    }),
  };
});

jest.mock('../compileMdx', () => ({
  compileMdx: async (text: string) =>
    /<\w*$/.test(text.trim())
      ? {
          ok: false,
          error: { line: 1, column: text.length + 1, message: 'Unexpected end of file' },
        }
      : {
          ok: true,
          article: {
            tree: [
              {
                tag: 'p',
                children: [
                  text
                    .replace(/^---[\s\S]*?---/, '')
                    .trim()
                    .slice(0, 40),
                ],
              },
            ],
            html: [],
            blocks: 0,
            hasMath: false,
            htmlUrl: 'draft:test',
          },
        },
}));

async function settle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(400);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('an invalid difficulty in the JSON tab shows the content model’s exact message', async () => {
  render(<LiveUpdate tagVocabulary={tagVocabulary} />);
  await settle();
  fireEvent.click(screen.getByRole('tab', { name: /Problem lists/ }));
  const json = await screen.findByRole('textbox', { name: 'Problem lists (JSON)' });
  fireEvent.change(json, {
    target: {
      value: SAMPLE_DRAFT.problems.replace('"difficulty": "Easy"', '"difficulty": "Medium"'),
    },
  });
  await settle();
  const errors = screen.getByRole('tabpanel', { name: /Problem lists/ });
  expect(within(errors).getByRole('list', { name: 'Content checks' })).toHaveTextContent(
    'content/general/frequency-arrays.problems.json (list "practice", problem 1): Problem "Apartments" has an unknown difficulty "Medium". Fix: Difficulties: "Very Easy", "Easy", "Normal", "Hard", "Very Hard", "Insane".',
  );
  expect(screen.getByRole('tab', { name: /Problem lists.*1 error/ })).toBeInTheDocument();
});

test('a compile error is reported with its line and the last good preview stays', async () => {
  render(<LiveUpdate tagVocabulary={tagVocabulary} />);
  await settle();
  const mdx = await screen.findByRole('textbox', { name: 'Module (MDX)' });
  fireEvent.change(mdx, { target: { value: 'hello there' } });
  await settle();
  const preview = screen.getByRole('region', { name: 'Rendered preview' });
  expect(preview).toHaveTextContent('hello there');

  fireEvent.change(mdx, { target: { value: 'broken <Info' } });
  await settle();
  expect(screen.getByText(/Line 1, column 13: Unexpected end of file/)).toBeInTheDocument();
  expect(preview).toHaveTextContent('hello there');
  expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '').mdx).toBe('broken <Info');
});

test('reset restores the sample, and undo brings the draft back', async () => {
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ mdx: 'mine', problems: '{}' }));
  render(<LiveUpdate tagVocabulary={tagVocabulary} />);
  await settle();
  const mdx = await screen.findByRole('textbox', { name: 'Module (MDX)' });
  expect(mdx).toHaveValue('mine');
  fireEvent.click(screen.getByRole('button', { name: 'Reset to sample' }));
  expect(mdx).toHaveValue(SAMPLE_DRAFT.mdx);
  fireEvent.click(screen.getByRole('button', { name: 'Undo reset' }));
  expect(mdx).toHaveValue('mine');
});
