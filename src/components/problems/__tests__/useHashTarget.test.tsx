/**
 * A shared link's fragment highlights its row; a malformed one (`#%E0`, which decodeURIComponent
 * rejects with a URIError) highlights nothing and must not break the page.
 */
import { act, render, screen } from '@testing-library/react';
import { readHashTarget, useHashTarget } from '../useHashTarget';

function Row({ anchor }: { anchor: string }) {
  const { ref, targeted } = useHashTarget<HTMLDivElement>(anchor);
  return (
    <div ref={ref} data-testid={anchor} data-highlighted={targeted || undefined}>
      {anchor}
    </div>
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function setHash(hash: string) {
  window.history.replaceState(null, '', `/bronze/prefix-sums${hash}`);
}

describe('readHashTarget', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#problem-cses-1', 'problem-cses-1'],
    ['#a%20b', 'a b'],
    ['#%E0', null],
    ['#%', null],
    ['#ok%ZZ', null],
  ])('%j names %j', (hash, target) => {
    expect(readHashTarget(hash)).toBe(target);
  });
});

describe('useHashTarget', () => {
  afterEach(() => setHash(''));

  it('highlights the row the fragment names', () => {
    setHash('#problem-a');
    render(
      <>
        <Row anchor="problem-a" />
        <Row anchor="problem-b" />
      </>,
    );
    expect(screen.getByTestId('problem-a')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByTestId('problem-b')).not.toHaveAttribute('data-highlighted');
  });

  it('renders and highlights nothing on a malformed fragment, at load and on hashchange', () => {
    setHash('#%E0');
    expect(() => render(<Row anchor="problem-a" />)).not.toThrow();
    expect(screen.getByTestId('problem-a')).not.toHaveAttribute('data-highlighted');

    setHash('#problem-a');
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(screen.getByTestId('problem-a')).toHaveAttribute('data-highlighted', 'true');

    setHash('#problem-a%E0');
    expect(() => act(() => window.dispatchEvent(new HashChangeEvent('hashchange')))).not.toThrow();
    expect(screen.getByTestId('problem-a')).not.toHaveAttribute('data-highlighted');
  });
});
