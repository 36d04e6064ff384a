import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { DeferredModuleProgressControl, DeferredStatusPicker } from '../DeferredPickers';

Element.prototype.getAnimations = () => [];

describe('Deferred pickers', () => {
  it('show a stand-in badge with the stored value and name, then the real picker', async () => {
    renderWithUserData(<DeferredStatusPicker uniqueID="p" problemName="Two Sum" />, {
      'guide:userData:userProgressOnProblems': '{"p":"Solved"}',
    });
    // Before storage is read every status is the default; the store reads it after mount.
    const real = await screen.findByTestId('status-picker-p');
    expect(real).toHaveAccessibleName('Status of Two Sum: Solved');
    expect(real).toHaveClass('bg-green-100');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('the stand-in has the same name and colours as the real control', () => {
    renderWithUserData(<DeferredModuleProgressControl moduleId="m" moduleTitle="Sorting" />);
    const button = screen.getByRole('button', { name: 'Progress on Sorting: Not Started' });
    expect(button).toHaveAttribute('data-placeholder', 'true');
    expect(button).toHaveClass('bg-gray-100');
  });

  it('loads the real control as soon as the pointer is over the stand-in', async () => {
    renderWithUserData(<DeferredModuleProgressControl moduleId="m" moduleTitle="Sorting" />);
    await userEvent.hover(screen.getByRole('button'));
    expect(await screen.findByTestId('module-progress-m')).toBeInTheDocument();
  });
});
