import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import {
  SyncError,
  SYNC_ERROR_MESSAGES,
  SyncProvider,
  createMemoryBackend,
  MemoryCloud,
} from '../../../user-data';
import AccountButton from '../AccountButton';

const memory = createMemoryBackend(new MemoryCloud());
let configured = false;

jest.mock('../../../user-data/sync/lazyFirebase', () => ({
  isCloudConfigured: () => configured,
  loadFirebaseBackend: () => (configured ? Promise.resolve(memory) : null),
  onIdleForCloud: () => () => undefined,
}));

function renderHeaderAccount() {
  return renderWithUserData(
    <SyncProvider>
      <AccountButton />
    </SyncProvider>,
  );
}

describe('AccountButton', () => {
  it('is absent on a site built without Firebase settings', () => {
    configured = false;
    const { container } = renderHeaderAccount();
    expect(container).toBeEmptyDOMElement();
  });

  it('signs in through the pop-up and shows who is signed in', async () => {
    configured = true;
    memory.setPopupResult({ uid: 'u1', displayName: 'Ada Lovelace', email: null, photoURL: null });
    renderHeaderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    await act(() => memory.signOut());
  });

  it('explains a blocked pop-up instead of hanging', async () => {
    configured = true;
    memory.setPopupResult(new SyncError('popup-blocked', SYNC_ERROR_MESSAGES['popup-blocked']));
    renderHeaderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Allow pop-ups for this site');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
