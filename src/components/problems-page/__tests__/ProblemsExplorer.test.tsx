import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { COLUMNS } from '../../problems/columns';
import { ProblemsExplorer } from '../ProblemsExplorer';
import { toProblemEntries } from '../problemIndex';
import { TYPING_URL_DELAY_MS } from '../useViewInUrl';
import { MODULES } from './fixtures';

const entries = toProblemEntries(MODULES);
const modules = MODULES.map((m) => ({ id: m.moduleId, title: m.title, section: m.section }));
const id = (name: string) => `https://example.com/${name.toLowerCase().replace(/\s+/g, '-')}`;

const rowNames = () =>
  screen
    .queryAllByTestId('problem-row')
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

function renderAt(
  search: string,
  entriesInStorage: Record<string, string> = {},
  random?: () => number,
) {
  window.history.replaceState(null, '', `/problems${search}`);
  return renderWithUserData(
    <ProblemsExplorer entries={entries} modules={modules} random={random} />,
    entriesInStorage,
  );
}

describe('ProblemsExplorer', () => {
  it('shows every problem once, each linking to its rows on its module pages', () => {
    renderAt('');
    expect(rowNames()).toEqual(['Bessie Paths', 'Shared Path', 'Zebra Walk', 'Apple Sums']);
    const shared = screen.getAllByTestId('problem-row')[1] as HTMLElement;
    expect(within(shared).getByRole('link', { name: 'Prefix Sums' })).toHaveAttribute(
      'href',
      '/bronze/prefix-sums#problem-example-com-shared-path',
    );
  });

  it('reads its filters and sort from the URL, including stored statuses', () => {
    renderAt('?status=Solved&sort=name&dir=desc', {
      'guide:userData:userProgressOnProblems': JSON.stringify({
        [id('Apple Sums')]: 'Solved',
        [id('Zebra Walk')]: 'Solved',
      }),
    });
    expect(rowNames()).toEqual(['Zebra Walk', 'Apple Sums']);
    expect(screen.getByLabelText('Status')).toHaveValue('Solved');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
  });

  it('writes each change to the URL and follows Back', () => {
    renderAt('');
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'Normal' } });
    expect(window.location.search).toBe('?difficulty=Normal');
    expect(rowNames()).toEqual(['Shared Path']);
    fireEvent.change(screen.getByTestId('problems-search'), { target: { value: 'shared' } });
    fireEvent.blur(screen.getByTestId('problems-search'));
    expect(window.location.search).toBe('?q=shared&difficulty=Normal');

    act(() => {
      window.history.replaceState(null, '', '/problems?section=silver&sort=difficulty&dir=desc');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(rowNames()).toEqual(['Zebra Walk', 'Shared Path', 'Bessie Paths']);
    expect(screen.getByTestId('problems-search')).toHaveValue('');
  });

  describe('typing in the search box', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const type = (value: string) =>
      fireEvent.change(screen.getByTestId('problems-search'), { target: { value } });

    it('filters at once, and writes the URL once typing pauses, in the same history entry', () => {
      renderAt('');
      const entries = window.history.length;
      type('s');
      type('sh');
      expect(rowNames()).toEqual(['Shared Path']);
      expect(window.location.search).toBe('');
      act(() => jest.advanceTimersByTime(TYPING_URL_DELAY_MS - 1));
      type('sha');
      act(() => jest.advanceTimersByTime(TYPING_URL_DELAY_MS - 1));
      expect(window.location.search).toBe('');
      act(() => jest.advanceTimersByTime(1));
      expect(window.location.search).toBe('?q=sha');
      expect(window.history.length).toBe(entries);
    });

    it('writes it at once when focus leaves the box or the page is hidden', () => {
      renderAt('');
      type('zebra');
      fireEvent.blur(screen.getByTestId('problems-search'));
      expect(window.location.search).toBe('?q=zebra');
      type('apple');
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(window.location.search).toBe('?q=apple');
    });

    it('keeps the typed text in its own entry when a filter change follows', () => {
      renderAt('');
      const replace = jest.spyOn(window.history, 'replaceState');
      const push = jest.spyOn(window.history, 'pushState');
      type('path');
      fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'Normal' } });
      expect(replace.mock.calls.map((call) => call[2])).toEqual(['/problems?q=path']);
      expect(push.mock.calls.map((call) => call[2])).toEqual([
        '/problems?q=path&difficulty=Normal',
      ]);
      replace.mockRestore();
      push.mockRestore();
    });

    it('never writes after the page is gone: another page owns the URL by then', () => {
      const { unmount } = renderAt('');
      type('late');
      unmount();
      window.history.replaceState(null, '', '/dashboard');
      act(() => jest.advanceTimersByTime(TYPING_URL_DELAY_MS * 2));
      expect(window.location.pathname + window.location.search).toBe('/dashboard');
    });
  });

  it('a keystroke that keeps the same rows renders none of them again', () => {
    renderAt('');
    const render = jest.spyOn(COLUMNS.difficulty, 'render');
    fireEvent.change(screen.getByTestId('problems-search'), { target: { value: ' ' } });
    expect(rowNames()).toEqual(['Bessie Paths', 'Shared Path', 'Zebra Walk', 'Apple Sums']);
    expect(render).not.toHaveBeenCalled();
    render.mockRestore();
  });

  it('hides the tag column and tag filter when hide is on', () => {
    renderAt('', { 'guide:userData:hide': 'true' });
    expect(screen.queryByRole('columnheader', { name: 'Tags' })).toBeNull();
    expect(screen.queryByLabelText('Tag')).toBeNull();
  });

  it('picks a random problem only from the current view', () => {
    const randoms = [0, 0.4, 0.99];
    let call = 0;
    renderAt('?tag=DFS', {}, () => randoms[call++ % randoms.length] as number);
    for (let i = 0; i < randoms.length; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Random problem from this view' }));
      const pick = screen.getByTestId('problems-random-pick');
      expect(['Bessie Paths', 'Zebra Walk']).toContain(
        within(pick).getAllByRole('link')[0]?.textContent,
      );
    }
  });

  it('says when nothing matches', () => {
    renderAt('?q=nothing-like-this');
    expect(screen.getByText(/No problems match this view/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Random problem from this view' })).toBeDisabled();
  });
});
