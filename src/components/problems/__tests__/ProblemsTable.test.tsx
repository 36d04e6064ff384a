import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toProblemAnchor } from '../../../content-model/anchors';
import { makeProblem } from '../../../test-utils/problemFixture';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { ProblemsTable } from '../ProblemsTable';
import { NO_SOLUTION_TOOLTIP, QUALITY_MARKS, SKETCH_TITLE_PREFIX, STARRED_TOOLTIP } from '../texts';

// Headless UI's transitions ask for running animations; jsdom has none.
Element.prototype.getAnimations = () => [];

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: jest.fn(() => Promise.resolve()),
}));

const problems = [
  makeProblem({
    name: 'Internal',
    uniqueID: 'https://cses.fi/problemset/task/1',
    url: 'https://cses.fi/problemset/task/1',
    solQuality: 'good',
    solution: { kind: 'internal', label: 'Internal Sol', url: '/solutions/cses-1' },
  }),
  makeProblem({
    name: 'Linked',
    uniqueID: 'b',
    starred: true,
    hints: '/general/intro#hints-linked',
    solution: { kind: 'link', label: 'External Sol', url: 'https://example.com/sol' },
  }),
  makeProblem({
    name: 'Labelled',
    uniqueID: 'c',
    solution: { kind: 'text', label: 'Check CF', labelTooltip: 'See the editorial' },
  }),
  makeProblem({
    name: 'Sketched',
    uniqueID: 'd',
    solution: { kind: 'sketch', sketch: 'Sort, then sweep.' },
  }),
  makeProblem({ name: 'Unsolved', uniqueID: 'e', tags: ['Greedy', 'Math'] }),
];

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('link', { name }))!;

/** Hover a tooltip target and wait for tippy (loaded on demand) to show the text. */
async function expectTooltip(target: Element, text: string) {
  const user = userEvent.setup();
  await user.hover(target);
  expect(await screen.findByText(text, {}, { timeout: 3000 })).toBeInTheDocument();
  await user.unhover(target);
}

afterEach(() => {
  window.location.hash = '';
});

describe('ProblemsTable', () => {
  it('has the six columns, and one row per problem', () => {
    renderWithUserData(<ProblemsTable problems={problems} moduleId="m" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Status',
      'Problem',
      'Source',
      'Difficulty',
      'Tags',
      'Solution',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(problems.length + 1);
  });

  it('links the name to the problem in a new tab, cut to its column', () => {
    renderWithUserData(<ProblemsTable problems={problems} />);
    const link = screen.getByRole('link', { name: 'Linked' });
    expect(link).toHaveAttribute('href', problems[1].url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveClass('truncate');
  });

  it('marks a problem with a hint ladder by a link to it, and no other problem', () => {
    renderWithUserData(<ProblemsTable problems={problems} />);
    const mark = within(rowOf('Linked')).getByRole('link', { name: 'Hints for Linked' });
    expect(mark).toHaveAttribute('href', '/general/intro#hints-linked');
    expect(mark).toHaveTextContent('hints');
    expect(screen.getAllByRole('link', { name: /^Hints for/ })).toHaveLength(1);
  });

  it('hides Tags and Solution when the hide preference is on', () => {
    renderWithUserData(<ProblemsTable problems={problems} />, { 'guide:userData:hide': 'true' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Status',
      'Problem',
      'Source',
      'Difficulty',
    ]);
    expect(screen.queryByText('Greedy, Math')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'External Sol' })).not.toBeInTheDocument();
  });

  it('highlights and scrolls to the row the hash names, following hash changes', () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    window.location.hash = `#${toProblemAnchor('c')}`;
    renderWithUserData(<ProblemsTable problems={problems} />);
    expect(rowOf('Labelled')).toHaveAttribute('data-highlighted', 'true');
    expect(rowOf('Labelled')).toHaveAttribute('id', 'problem-c');
    expect(rowOf('Linked')).not.toHaveAttribute('data-highlighted');
    expect(scroll).toHaveBeenCalledTimes(1);
    act(() => {
      window.location.hash = `#${toProblemAnchor('b')}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(rowOf('Linked')).toHaveAttribute('data-highlighted', 'true');
    expect(rowOf('Labelled')).not.toHaveAttribute('data-highlighted');
  });

  it('renders every solution kind', () => {
    renderWithUserData(<ProblemsTable problems={problems} />);
    expect(within(rowOf('Internal')).getByRole('link', { name: 'Internal Sol' })).toHaveAttribute(
      'href',
      '/solutions/cses-1',
    );
    expect(within(rowOf('Linked')).getByRole('link', { name: 'External Sol' })).toHaveAttribute(
      'href',
      'https://example.com/sol',
    );
    expect(within(rowOf('Labelled')).getByText('Check CF')).toBeInTheDocument();
    expect(
      within(rowOf('Sketched')).getByRole('button', { name: 'Show Sketch' }),
    ).toBeInTheDocument();
    expect(within(rowOf('Unsolved')).getByLabelText('No solution yet')).toBeInTheDocument();
  });

  it.each([
    [
      'source',
      () => within(rowOf('Linked')).getByText('CSES'),
      'Code Submission Evaluation System',
    ],
    ['star', () => within(rowOf('Linked')).getByLabelText('Starred'), STARRED_TOOLTIP],
    ['text label', () => within(rowOf('Labelled')).getByText('Check CF'), 'See the editorial'],
    [
      'no solution',
      () => within(rowOf('Unsolved')).getByLabelText('No solution yet'),
      NO_SOLUTION_TOOLTIP,
    ],
    [
      'good quality',
      () => within(rowOf('Internal')).getByLabelText(QUALITY_MARKS.good!.tooltip),
      QUALITY_MARKS.good!.tooltip,
    ],
    [
      'sketch quality',
      () => within(rowOf('Sketched')).getByLabelText(QUALITY_MARKS.bad!.tooltip),
      QUALITY_MARKS.bad!.tooltip,
    ],
  ])('shows the %s tooltip', async (_what, target, text) => {
    renderWithUserData(<ProblemsTable problems={problems} />);
    await expectTooltip(target(), text);
  });

  it('shows the full problem name in a tooltip', async () => {
    renderWithUserData(<ProblemsTable problems={problems} />);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('link', { name: 'Linked' }));
    await waitFor(() => expect(screen.getAllByText('Linked')).toHaveLength(2));
  });

  it('pins the exact tooltip texts', () => {
    expect(STARRED_TOOLTIP).toBe('We highly recommend you do all starred problems!');
    expect(NO_SOLUTION_TOOLTIP).toBe(
      'We haven\'t written a solution for this problem yet. If needed, request one using the "Contact Us" button!',
    );
    expect(QUALITY_MARKS.good?.tooltip).toBe(
      'This solution is verified to be complete and of high quality.',
    );
    expect(QUALITY_MARKS.bad?.tooltip).toBe(
      'This solution is still a work-in-progress. It may be vague or incomplete.',
    );
    expect(QUALITY_MARKS.ok).toBeNull();
  });

  it('choosing Solved tints the row green and moves the module to Practicing', async () => {
    const { store } = renderWithUserData(<ProblemsTable problems={problems} moduleId="intro" />);
    const user = userEvent.setup();
    // Pressing the stand-in badge mounts the real picker, open.
    await user.click(within(rowOf('Linked')).getByRole('button', { name: /Status of Linked/ }));
    await user.click(await screen.findByRole('option', { name: 'Solved' }));
    expect(rowOf('Linked')).toHaveAttribute('data-status', 'Solved');
    expect(rowOf('Linked')).toHaveClass('bg-green-50');
    expect(store.getState().userProgressOnModules.intro).toBe('Practicing');
  });
});

describe('Sketch modal', () => {
  async function openSketch() {
    const user = userEvent.setup();
    const button = within(rowOf('Sketched')).getByRole('button', { name: 'Show Sketch' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: `${SKETCH_TITLE_PREFIX}Sketched` });
    expect(within(dialog).getByText('Sort, then sweep.')).toBeInTheDocument();
    return { user, button, dialog };
  }

  it('opens titled with the problem name and closes with its button, restoring focus', async () => {
    renderWithUserData(<ProblemsTable problems={problems} />);
    const { user, button, dialog } = await openSketch();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on Escape', async () => {
    renderWithUserData(<ProblemsTable problems={problems} />);
    const { user } = await openSketch();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click on the backdrop', async () => {
    renderWithUserData(<ProblemsTable problems={problems} />);
    const { user } = await openSketch();
    await user.click(screen.getByTestId('sketch-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
