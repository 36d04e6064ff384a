import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactButton, ContactProvider } from '../ContactContext';

describe('Contact Us', () => {
  it('opens the form and builds a prefilled issue link for a problem', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(
      <ContactProvider>
        <ContactButton
          problem={{ name: 'Weird Algorithm', uniqueID: 'https://cses.fi/problemset/task/1068' }}
        >
          Ask about this problem
        </ContactButton>
      </ContactProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask about this problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(dialog).toHaveTextContent('About the problem Weird Algorithm');
    expect(screen.getByRole('radio', { name: 'Missing solution' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Please add one.');
    await userEvent.click(screen.getByRole('button', { name: 'Open prefilled issue' }));

    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(open.mock.calls[0][0] as string);
    expect(url.pathname).toMatch(/\/issues\/new$/);
    expect(url.searchParams.get('title')).toBe('Missing solution: Weird Algorithm');
    expect(url.searchParams.get('body')).toContain(
      '**Problem ID:** https://cses.fi/problemset/task/1068',
    );
    expect(url.searchParams.get('body')).toContain('Please add one.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    open.mockRestore();
  });

  it('sends nothing when cancelled', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(
      <ContactProvider>
        <ContactButton />
      </ContactProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
