import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import SearchButton, { isSearchShortcut } from '../SearchButton';
import { createSearchFiles } from '../../../search/createShards';
import type { SearchIndex } from '../../../search/types';
import { serveSearchFiles } from './serveSearchFiles';

const index: SearchIndex = {
  v: 2,
  docs: [
    { k: 'module', t: 'Prefix Sums', u: '/bronze/prefix-sums', c: 'Bronze', x: 'Running totals.' },
    {
      k: 'heading',
      t: 'Prefix sums in 2D',
      u: '/gold/prefix-2d#prefix-sums-in-2d',
      c: 'More Prefix Sums',
    },
    {
      k: 'problem',
      t: 'Static Range Sum Queries',
      u: '/bronze/prefix-sums#problem-cses-fi-problemset-task-1646',
      c: 'CSES · Prefix Sums',
      w: 'CSES Prefix Sums',
    },
  ],
};

const fetchMock = jest.fn(serveSearchFiles(createSearchFiles(index)));

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('SearchButton', () => {
  it('fetches nothing until opened, then ranks, navigates with the keyboard and opens a result', async () => {
    const user = userEvent.setup();
    render(<SearchButton />);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = await screen.findByRole('combobox', { name: /Search modules/ });
    expect(fetchMock).toHaveBeenCalledWith('/search-index.json');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Type a topic/));

    await user.type(box, 'prefix sums');
    const options = screen.getAllByRole('option');
    // Groups follow their best hit: the exact module title, then a heading starting with the
    // words, then the problem found through its tag.
    expect(options.map((option) => option.getAttribute('data-href'))).toEqual([
      '/bronze/prefix-sums',
      '/gold/prefix-2d#prefix-sums-in-2d',
      '/bronze/prefix-sums#problem-cses-fi-problemset-task-1646',
    ]);
    expect(
      screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby')),
    ).toEqual(['search-group-module', 'search-group-heading', 'search-group-problem']);
    expect(screen.getByRole('group', { name: 'Sections' })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith(
      '/bronze/prefix-sums#problem-cses-fi-problemset-task-1646',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens with / and Ctrl+K, closes with Escape, and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<SearchButton />);
    await user.keyboard('/');
    expect(await screen.findByRole('dialog', { name: 'Search the guide' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());

    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'zzzz');
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzz”.');
    await act(async () => {
      await user.keyboard('{Escape}');
    });
  });
});

describe('isSearchShortcut', () => {
  const key = (init: KeyboardEventInit, target?: HTMLElement) => {
    const event = new KeyboardEvent('keydown', init);
    if (target) Object.defineProperty(event, 'target', { value: target });
    return isSearchShortcut(event);
  };
  it('takes / outside fields and Ctrl/Cmd+K anywhere', () => {
    expect(key({ key: '/' })).toBe(true);
    expect(key({ key: '/' }, document.createElement('input'))).toBe(false);
    expect(key({ key: '/' }, document.createElement('textarea'))).toBe(false);
    expect(key({ key: 'k', ctrlKey: true }, document.createElement('input'))).toBe(true);
    expect(key({ key: 'K', metaKey: true })).toBe(true);
    expect(key({ key: 'k' })).toBe(false);
  });
});
