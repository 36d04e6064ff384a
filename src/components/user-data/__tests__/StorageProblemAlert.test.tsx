import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageProblemAlert, describeStorageProblem } from '../StorageProblemAlert';
import { StatusPicker } from '../StatusPicker';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';

describe('StorageProblemAlert', () => {
  it('tells the student when storage is full, and can be dismissed', async () => {
    const user = userEvent.setup();
    const { store, storage } = renderWithUserData(
      <>
        <StatusPicker uniqueID="p" />
        <StorageProblemAlert />
      </>,
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    storage.quotaChars = 0;
    act(() => {
      store.setProblemStatus('p', 'Solving', null);
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      "Not saved. Your browser's storage for this site is full, so your problem statuses could not be saved.",
    );
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    // The change still shows in this tab.
    expect(screen.getByRole('button', { name: 'Status of p: Solving' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    [
      { failure: 'quota', target: 'backups' } as const,
      /storage for this site is full, so a backup/,
    ],
    [{ failure: 'unavailable', target: 'lang' } as const, /does not let the site save anything/],
    [
      { failure: 'unknown', target: 'hide' } as const,
      /refused to save the hide tags and solutions/,
    ],
  ])('describes %o', (problem, text) => {
    expect(describeStorageProblem(problem)).toMatch(text);
  });
});
