import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { Dashboard } from '../Dashboard';
import { ANNOUNCEMENTS } from '../announcements';
import type { DashboardModule } from '../dashboardData';

const p = (id: string) => ({ uniqueID: `u/${id}`, name: `Problem ${id}`, url: `u/${id}` });
const MODULES: DashboardModule[] = [
  {
    moduleId: 'intro',
    title: 'Introduction',
    path: '/general/intro',
    section: 'general',
    lists: [{ problems: [p('a')] }],
  },
  {
    moduleId: 'sim',
    title: 'Simulation',
    path: '/bronze/sim',
    section: 'bronze',
    lists: [{ problems: [p('b'), p('c')] }, { problems: [p('c'), p('d')] }],
  },
  {
    moduleId: 'ad-hoc',
    title: 'Ad Hoc',
    path: '/bronze/ad-hoc',
    section: 'bronze',
    lists: [{ problems: [p('d')] }],
  },
];
const key = (field: string) => `guide:userData:${field}`;

describe('Dashboard', () => {
  it('counts the solved problems of the guide, and those solved with hints', () => {
    renderWithUserData(<Dashboard modules={MODULES} />, {
      [key('userProgressOnProblems')]: JSON.stringify({
        'u/a': 'Solved',
        'u/b': 'Solved',
        'u/c': 'Solving',
        'gone/from-the-guide': 'Solved',
      }),
      // Hints opened on a problem still being solved make no solve "with hints" yet.
      [key('hintsUsed')]: JSON.stringify({ 'u/b': '2', 'u/c': '1' }),
    });
    expect(screen.getByTestId('solved-count')).toHaveTextContent(
      'Solved: 2 problems (1 with hints)',
    );
  });

  it('tells a new visitor where to start', () => {
    renderWithUserData(<Dashboard modules={MODULES} />);
    const start = screen.getByTestId('continue');
    expect(within(start).getByRole('heading')).toHaveTextContent('Where to start');
    expect(within(start).getByRole('link', { name: 'Introduction' })).toHaveAttribute(
      'href',
      '/general/intro',
    );
    expect(screen.getByTestId('solving')).toHaveTextContent('Nothing in progress');
    expect(screen.getByTestId('recently-solved')).toHaveTextContent(
      'Problems you mark Solved in this browser appear here',
    );
    expect(screen.getByTestId('section-progress-bronze')).toHaveTextContent(
      'Problems: 0 of 3 solved',
    );
  });

  it('shows the last module, the streak, per-section counts and Solving problems', () => {
    renderWithUserData(<Dashboard modules={MODULES} />, {
      [key('lastViewedModule')]: '"sim"',
      [key('consecutiveVisits')]: '4',
      [key('lastVisitDate')]: String(Date.now()),
      [key('userProgressOnModules')]: JSON.stringify({ sim: 'Complete', 'ad-hoc': 'Practicing' }),
      [key('userProgressOnProblems')]: JSON.stringify({
        'u/b': 'Solved',
        'u/c': 'Solved',
        'u/d': 'Solving',
      }),
    });
    expect(screen.getByTestId('continue-link')).toHaveAttribute('href', '/bronze/sim');
    expect(screen.getByTestId('streak')).toHaveTextContent('4 days in a row');
    const bronze = screen.getByTestId('section-progress-bronze');
    expect(bronze).toHaveTextContent('Modules: 1 complete, 1 practicing, 2 in all');
    expect(bronze).toHaveTextContent('Problems: 2 of 3 solved');
    expect(
      within(bronze).getByRole('progressbar', { name: 'Bronze problems solved' }),
    ).toHaveAttribute('aria-valuenow', '2');
    expect(within(screen.getByTestId('solving')).getByRole('link')).toHaveAttribute(
      'href',
      '/bronze/sim#problem-u-d',
    );
  });

  it('lists problems solved here, newest first', () => {
    const { store } = renderWithUserData(<Dashboard modules={MODULES} />);
    act(() => {
      store.setProblemStatus('u/a', 'Solved', 'intro');
      store.setProblemStatus('u/c', 'Solved', 'sim');
    });
    const links = within(screen.getByTestId('recently-solved')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Problem c', 'Problem a']);
  });

  it('marks the announcement unread until read', () => {
    const { storage } = renderWithUserData(<Dashboard modules={MODULES} />);
    const panel = screen.getByTestId('announcement');
    expect(panel).toHaveAttribute('data-unread', 'true');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark as read' }));
    expect(panel).toHaveAttribute('data-unread', 'false');
    expect(storage.getItem(key('lastReadAnnouncement'))).toBe(JSON.stringify(ANNOUNCEMENTS[0]?.id));
  });
});
