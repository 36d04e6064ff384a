import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DarkModeToggle from '../DarkModeToggle';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';

describe('DarkModeToggle', () => {
  it('shows and flips the stored setting through the store', async () => {
    const user = userEvent.setup();
    const { storage } = renderWithUserData(<DarkModeToggle />, {
      'guide:userData:darkMode': 'true',
    });
    const button = screen.getByRole('button', { name: 'Dark mode' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('mode-dark');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('mode-dark');
    expect(storage.getItem('guide:userData:darkMode')).toBe('false');
  });
});
