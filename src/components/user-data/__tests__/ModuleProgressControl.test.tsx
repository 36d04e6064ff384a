import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModuleProgressControl } from '../ModuleProgressControl';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';

describe('ModuleProgressControl', () => {
  it('shows Not Started for a module with no entry', () => {
    renderWithUserData(<ModuleProgressControl moduleId="intro" moduleTitle="Introduction" />);
    expect(
      screen.getByRole('button', { name: 'Progress on Introduction: Not Started' }),
    ).toHaveClass('bg-gray-100');
  });

  it('offers the six progress values and saves the choice', async () => {
    const user = userEvent.setup();
    const { store, storage } = renderWithUserData(
      <ModuleProgressControl moduleId="intro" moduleTitle="Introduction" />,
      { 'guide:userData:userProgressOnModules': '{"other":"Skipped"}' },
    );
    await user.click(screen.getByRole('button', { name: /Progress on Introduction/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Not Started',
      'Reading',
      'Practicing',
      'Complete',
      'Skipped',
      'Ignored',
    ]);
    await user.click(screen.getByRole('option', { name: 'Complete' }));
    expect(screen.getByRole('button', { name: 'Progress on Introduction: Complete' })).toHaveClass(
      'bg-green-100',
    );
    expect(store.getState().userProgressOnModules).toEqual({ other: 'Skipped', intro: 'Complete' });
    expect(storage.getItem('guide:userData:userProgressOnModules')).toBe(
      '{"other":"Skipped","intro":"Complete"}',
    );
  });

  it('is operable with the keyboard', async () => {
    const user = userEvent.setup();
    const { store } = renderWithUserData(<ModuleProgressControl moduleId="intro" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(store.getState().userProgressOnModules).toEqual({ intro: 'Reading' });
    expect(screen.getByRole('button', { name: 'Progress on this module: Reading' })).toHaveFocus();
  });
});
