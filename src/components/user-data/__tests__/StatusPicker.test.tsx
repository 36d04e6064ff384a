import { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import confetti from 'canvas-confetti';
import { StatusPicker } from '../StatusPicker';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: jest.fn(() => Promise.resolve()),
}));

function setReducedMotion(reduce: boolean): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** Lets the on-demand confetti import settle. */
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  jest.mocked(confetti).mockClear();
  setReducedMotion(false);
});

describe('StatusPicker', () => {
  it('shows the stored status with its colour and names the problem for screen readers', () => {
    renderWithUserData(<StatusPicker uniqueID="cf-1A" problemName="Theatre Square" />, {
      'guide:userData:userProgressOnProblems': '{"cf-1A":"Solved"}',
    });
    const button = screen.getByRole('button', { name: 'Status of Theatre Square: Solved' });
    expect(button).toHaveClass('bg-green-100');
  });

  it.each([
    ['Not Attempted', 'bg-gray-100'],
    ['Solving', 'bg-yellow-100'],
    ['Solved', 'bg-green-100'],
    ['Ignored', 'bg-red-50'],
    ['Skipped', 'bg-blue-100'],
  ])('colours %s with %s', (status, colour) => {
    renderWithUserData(<StatusPicker uniqueID="p" />, {
      'guide:userData:userProgressOnProblems': JSON.stringify({ p: status }),
    });
    expect(screen.getByRole('button', { name: `Status of p: ${status}` })).toHaveClass(colour);
  });

  it('lists all five statuses and is operable with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { store } = renderWithUserData(
      <StatusPicker uniqueID="cf-1A" problemName="Theatre Square" moduleId="intro" />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: /Status of Theatre Square/ })).toHaveFocus();
    await user.keyboard(' ');
    const listbox = screen.getByRole('listbox', { name: /^Status of Theatre Square/ });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not Attempted', 'Solving', 'Solved', 'Ignored', 'Skipped']);
    expect(within(listbox).getByRole('option', { name: 'Not Attempted' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Status of Theatre Square: Solving' }),
    ).toBeInTheDocument();
    expect(store.getState().userProgressOnProblems).toEqual({ 'cf-1A': 'Solving' });
    // The rule: working on a problem of a not-started module moves it to Practicing.
    expect(store.getState().userProgressOnModules).toEqual({ intro: 'Practicing' });
  });

  it('closes with Escape without changing anything', async () => {
    const user = userEvent.setup();
    const { store } = renderWithUserData(<StatusPicker uniqueID="p" />);
    await user.click(screen.getByRole('button', { name: 'Status of p: Not Attempted' }));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(store.getState().userProgressOnProblems).toEqual({});
  });

  it('celebrates a newly solved problem with confetti loaded on demand', async () => {
    const user = userEvent.setup();
    renderWithUserData(<StatusPicker uniqueID="p" />);
    expect(confetti).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Status of p/ }));
    await user.click(screen.getByRole('option', { name: 'Solved' }));
    await flush();
    expect(confetti).toHaveBeenCalledTimes(1);
    // Choosing Solved again is not a new solve.
    await user.click(screen.getByRole('button', { name: 'Status of p: Solved' }));
    await user.click(screen.getByRole('option', { name: 'Solved' }));
    await flush();
    expect(confetti).toHaveBeenCalledTimes(1);
  });

  it('skips the confetti when the student prefers reduced motion', async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    const { store } = renderWithUserData(<StatusPicker uniqueID="p" />);
    await user.click(screen.getByRole('button', { name: /Status of p/ }));
    await user.click(screen.getByRole('option', { name: 'Solved' }));
    await flush();
    expect(store.getState().userProgressOnProblems).toEqual({ p: 'Solved' });
    expect(confetti).not.toHaveBeenCalled();
  });

  it('follows a change made elsewhere (another tab, another row for the same problem)', () => {
    const { store } = renderWithUserData(<StatusPicker uniqueID="p" />);
    act(() => {
      store.setProblemStatus('p', 'Skipped', null);
    });
    expect(screen.getByRole('button', { name: 'Status of p: Skipped' })).toHaveClass('bg-blue-100');
  });
});

describe('StatusPicker in a 500-row table', () => {
  it('re-renders only the row whose status changed', async () => {
    const user = userEvent.setup();
    const ids = Array.from({ length: 500 }, (_, i) => `p${i}`);
    const commits: string[] = [];
    const { store } = renderWithUserData(
      <table>
        <tbody>
          {ids.map((id) => (
            <tr key={id}>
              <td>
                <Profiler id={id} onRender={(rowId) => commits.push(rowId)}>
                  <StatusPicker uniqueID={id} moduleId="m" />
                </Profiler>
              </td>
            </tr>
          ))}
        </tbody>
      </table>,
    );
    commits.length = 0;
    act(() => {
      store.setProblemStatus('p321', 'Skipped', 'm');
    });
    expect(commits).toEqual(['p321']);

    // Through the UI too: opening and choosing renders that row alone.
    commits.length = 0;
    // (getByTestId: role queries over 500 rows are slow in jsdom.)
    await user.click(screen.getByTestId('status-picker-p7'));
    await user.click(within(screen.getByRole('listbox')).getByText('Solving'));
    expect(new Set(commits)).toEqual(new Set(['p7']));
    expect(store.getState().userProgressOnProblems).toEqual({ p321: 'Skipped', p7: 'Solving' });
  }, 30_000); // 500 listboxes take seconds to mount in jsdom's development React
});
