import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { DeferredModuleProgressControl, DeferredStatusPicker } from '../DeferredPickers';

Element.prototype.getAnimations = () => [];

describe('Deferred pickers', () => {
  it('show a stand-in badge with the stored value and name until the student reaches for it', async () => {
    renderWithUserData(<DeferredStatusPicker uniqueID="p" problemName="Two Sum" />, {
      'guide:userData:userProgressOnProblems': '{"p":"Solved"}',
    });
    // Before storage is read every status is the default; the store reads it after mount.
    const badge = await screen.findByRole('button', { name: 'Status of Two Sum: Solved' });
    expect(badge).toHaveAttribute('data-placeholder', 'true');
    expect(badge).toHaveClass('bg-green-100');
    // Nothing mounts by itself: the page stays as light as it loaded.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('status-picker-p')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  // Focusing and opening the list on that press is checked in a real browser (e2e/module.spec.ts).
  it('pressing the stand-in mounts the real picker on the stored value', async () => {
    renderWithUserData(<DeferredStatusPicker uniqueID="p" problemName="Two Sum" />, {
      'guide:userData:userProgressOnProblems': '{"p":"Solving"}',
    });
    // A press with no hover before it, as on a touch screen.
    fireEvent.click(await screen.findByRole('button', { name: 'Status of Two Sum: Solving' }));
    const real = await screen.findByTestId('status-picker-p');
    expect(real).toHaveAccessibleName('Status of Two Sum: Solving');
    // Opened at once: the press is not lost.
    await waitFor(() => expect(real).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('the stand-in has the same name and colours as the real control', () => {
    renderWithUserData(<DeferredModuleProgressControl moduleId="m" moduleTitle="Sorting" />);
    const button = screen.getByRole('button', { name: 'Progress on Sorting: Not Started' });
    expect(button).toHaveAttribute('data-placeholder', 'true');
    expect(button).toHaveClass('bg-gray-100');
  });

  it('hovering fetches the code but keeps the stand-in under the pointer; the press mounts', async () => {
    renderWithUserData(<DeferredModuleProgressControl moduleId="m" moduleTitle="Sorting" />);
    const badge = screen.getByRole('button');
    await userEvent.hover(badge);
    // Replacing the element the pointer is about to press would swallow the press.
    expect(badge).toBeInTheDocument();
    expect(screen.queryByTestId('module-progress-m')).not.toBeInTheDocument();
    await userEvent.click(badge);
    expect(await screen.findByTestId('module-progress-m')).toBeInTheDocument();
  });
});
