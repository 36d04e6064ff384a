import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { ProblemsExplorer } from '../ProblemsExplorer';
import { toProblemEntries } from '../problemIndex';
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
    expect(window.location.search).toBe('?q=shared&difficulty=Normal');

    act(() => {
      window.history.replaceState(null, '', '/problems?section=silver&sort=difficulty&dir=desc');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(rowNames()).toEqual(['Zebra Walk', 'Shared Path', 'Bessie Paths']);
    expect(screen.getByTestId('problems-search')).toHaveValue('');
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
