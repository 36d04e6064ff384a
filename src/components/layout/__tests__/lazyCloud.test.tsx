/**
 * With Firebase configured, its code must load only after the page is idle (presence) or on a
 * sign-in click — never while the page renders.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { SyncProvider, createMemoryBackend, MemoryCloud } from '../../../user-data';
import AccountButton from '../AccountButton';
import OnlineCount from '../OnlineCount';

const cloud = new MemoryCloud();
const idleTasks: Array<() => void> = [];
const loadFirebaseBackend = jest.fn(() => Promise.resolve(createMemoryBackend(cloud)));

jest.mock('../../../user-data/sync/lazyFirebase', () => ({
  isCloudConfigured: () => true,
  loadFirebaseBackend: () => loadFirebaseBackend(),
  onIdleForCloud: (task: () => void) => {
    idleTasks.push(task);
    return () => undefined;
  },
}));

function renderShellParts() {
  return renderWithUserData(
    <SyncProvider>
      <AccountButton />
      <OnlineCount />
    </SyncProvider>,
  );
}

beforeEach(() => {
  idleTasks.length = 0;
  loadFirebaseBackend.mockClear();
});

it('loads nothing while rendering; presence loads once the page is idle and shows the count', async () => {
  renderShellParts();
  expect(loadFirebaseBackend).not.toHaveBeenCalled();
  expect(screen.queryByText(/online/)).not.toBeInTheDocument();

  await act(async () => {
    idleTasks.forEach((task) => task());
  });
  expect(loadFirebaseBackend).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('1 online')).toBeInTheDocument();
});

it('a visitor who never signed in loads the sync code only on the sign-in click', async () => {
  renderShellParts();
  // No sign-in hint stored: the only idle task is presence.
  expect(idleTasks).toHaveLength(1);
  expect(loadFirebaseBackend).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(loadFirebaseBackend).toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
});
