/**
 * The quiz as a student meets it, from the MDX an author writes through the real compiler:
 * static until it is scrolled near (Quiz.ssr.test.tsx: the server's HTML), then answered with the mouse or keyboard, each choice marked and explained, the result
 * announced, the answer saved under the question's id.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUserData } from '../../../../test-utils/renderWithUserData';
import { compileQuizSample } from './quizSample';
import { Article } from '../../Article';

const article = compileQuizSample();
const sample = () => <Article article={article} />;

const question = (id: string) => document.querySelector(`[data-question="${id}"]`) as HTMLElement;

async function renderInteractive(entries: Record<string, string> = {}) {
  const view = renderWithUserData(sample(), entries);
  // jsdom has no IntersectionObserver: the quiz loads at once.
  await screen.findAllByRole('radio');
  return view;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Quiz', () => {
  it('stays static until it comes near the viewport, then loads the interactive quiz', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = jest.fn();
    const original = window.IntersectionObserver;
    window.IntersectionObserver = jest.fn((callback: typeof notify) => {
      notify = callback;
      return { observe, disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    try {
      renderWithUserData(sample());
      expect(window.IntersectionObserver).toHaveBeenCalledWith(expect.any(Function), {
        rootMargin: '600px 0px',
      });
      await act(async () => undefined);
      expect(screen.queryAllByRole('radio')).toHaveLength(0);
      expect(screen.getByRole('region', { name: 'Quiz' })).toHaveAttribute('data-quiz', 'static');
      act(() => notify?.([{ isIntersecting: true }]));
      expect(await screen.findAllByRole('radio')).toHaveLength(4);
      expect(screen.getByRole('region', { name: 'Quiz' })).toHaveAttribute(
        'data-quiz',
        'interactive',
      );
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('a wrong answer: every choice marked and explained, the answer said, saved as wrong', async () => {
    const user = userEvent.setup();
    const { storage } = await renderInteractive();
    const first = within(question('status-solved'));
    await user.click(first.getByRole('radio', { name: /Solving/ }));
    await user.click(first.getByRole('button', { name: 'Check' }));
    expect(first.getByRole('status')).toHaveTextContent(
      'Not quite. The answer is B. Each choice now shows why it is right or wrong.',
    );
    expect(question('status-solved')).toHaveTextContent(
      'Your choice, not correct.Solving is for a problem you are still working on.',
    );
    expect(question('status-solved')).toHaveTextContent(
      'Correct, and you did not choose it.Accepted by the judge: that is Solved.',
    );
    expect(JSON.parse(storage.getItem('guide:userData:quizAnswers') ?? '{}')).toEqual({
      'status-solved': 'wrong:1',
    });
    await user.click(first.getByRole('button', { name: 'Try again' }));
    expect(first.getByRole('radio', { name: /Solving/ })).not.toBeChecked();
    expect(question('status-solved')).not.toHaveTextContent('Your choice');
  });

  it('a right answer with the keyboard alone (arrows, Tab, Enter); focus moves to the result', async () => {
    const user = userEvent.setup();
    const { storage } = await renderInteractive();
    const first = within(question('status-solved'));
    first.getByRole('radio', { name: /Solving/ }).focus();
    await user.keyboard('{ArrowDown}'); // radios: arrows move the choice
    expect(first.getByRole('radio', { name: /Solved/ })).toBeChecked();
    await user.tab();
    expect(first.getByRole('button', { name: 'Check' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const status = first.getByRole('status');
    expect(status).toHaveTextContent('Correct! Each choice now shows why it is right or wrong.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(JSON.parse(storage.getItem('guide:userData:quizAnswers') ?? '{}')).toEqual({
      'status-solved': 'right:2',
    });
  });

  it('choose all that apply: checkboxes, right only with every correct choice', async () => {
    const user = userEvent.setup();
    const { storage } = await renderInteractive();
    const second = within(question('how-to-practise'));
    expect(second.getAllByRole('checkbox')).toHaveLength(3);
    await user.click(second.getByRole('checkbox', { name: /Trying first/ }));
    await user.click(second.getByRole('button', { name: 'Check' }));
    expect(second.getByRole('status')).toHaveTextContent('Not quite. The answers are A and C');
    await user.click(second.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(second.getByRole('checkbox', { name: /Trying first/ })).toHaveFocus(),
    );
    await user.keyboard(' ');
    await user.click(second.getByRole('checkbox', { name: /Writing it again/ }));
    await user.click(second.getByRole('button', { name: 'Check' }));
    expect(second.getByRole('status')).toHaveTextContent('Correct!');
    expect(JSON.parse(storage.getItem('guide:userData:quizAnswers') ?? '{}')).toEqual({
      'how-to-practise': 'right:1,3',
    });
  });

  it('keeps a code block in a prompt and math in an explanation', async () => {
    const user = userEvent.setup();
    await renderInteractive();
    const third = within(question('predict-output'));
    expect(question('predict-output').querySelector('pre')).toHaveTextContent('print(7 // 2)');
    await user.click(third.getByRole('radio', { name: /3\.5/ }));
    await user.click(third.getByRole('button', { name: 'Check' }));
    expect(third.getByRole('status')).toHaveTextContent('Not quite. The answer is A.');
    expect(question('predict-output').querySelector('.katex')).not.toBeNull();
    expect(question('predict-output')).toHaveTextContent('That is what / prints.');
  });

  it('asks for a choice before checking', async () => {
    const user = userEvent.setup();
    await renderInteractive();
    const first = within(question('status-solved'));
    await user.click(first.getByRole('button', { name: 'Check' }));
    expect(first.getByRole('status')).toHaveTextContent('Choose an answer first.');
    expect(first.getByRole('button', { name: 'Check' })).toBeInTheDocument();
  });

  it('shows a question answered right as answered on return; a wrong one starts afresh', async () => {
    await renderInteractive({
      'guide:userData:quizAnswers': JSON.stringify({
        'status-solved': 'right:2',
        'how-to-practise': 'wrong:1',
      }),
    });
    const first = within(question('status-solved'));
    await waitFor(() => expect(first.getByRole('radio', { name: /Solved/ })).toBeChecked());
    expect(first.getByRole('status')).toHaveTextContent('Correct!');
    expect(first.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const second = within(question('how-to-practise'));
    expect(second.getByRole('button', { name: 'Check' })).toBeInTheDocument();
    second.getAllByRole('checkbox').forEach((box) => expect(box).not.toBeChecked());
  });
});
