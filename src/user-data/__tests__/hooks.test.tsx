import React, { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { UserDataProvider } from '../UserDataProvider';
import { useModuleProgress, useProblemStatus, useSetting, useUserData } from '../hooks';
import { createUserDataStore } from '../store';
import { createStorageAdapter } from '../storageAdapter';
import { createMemoryStorage } from '../memoryStorage';
import { DARK_MODE_CLASS } from '../darkMode';

function makeStore(entries: Record<string, string> = {}, now = () => 1_700_000_000_000) {
  const storage = createMemoryStorage(entries);
  return { storage, store: createUserDataStore({ storage: createStorageAdapter(storage), now }) };
}

const renders = new Map<string, number>();
const Row = React.memo(function Row({ id }: { id: string }) {
  const [status] = useProblemStatus(id, 'mod');
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <li data-testid={id}>{status}</li>;
});

describe('per-key subscriptions', () => {
  it('a status change in a 500-row table re-renders exactly one row', () => {
    const { store } = makeStore();
    const ids = Array.from({ length: 500 }, (_, i) => `p${i}`);
    let tableRenders = 0;
    render(
      <UserDataProvider store={store}>
        <Profiler id="table" onRender={() => (tableRenders += 1)}>
          <ul>
            {ids.map((id) => (
              <Row key={id} id={id} />
            ))}
          </ul>
        </Profiler>
      </UserDataProvider>,
    );
    renders.clear();
    tableRenders = 0;
    act(() => {
      store.setProblemStatus('p250', 'Solved', 'mod');
    });
    expect(screen.getByTestId('p250')).toHaveTextContent('Solved');
    expect([...renders.entries()]).toEqual([['p250', 1]]);
    expect(tableRenders).toBe(1); // one commit, for that row
  });

  it('a setting change does not re-render rows that read only statuses', () => {
    const { store } = makeStore();
    render(
      <UserDataProvider store={store}>
        <Row id="a" />
        <Row id="b" />
      </UserDataProvider>,
    );
    renders.clear();
    act(() => store.setField('lang', 'py'));
    act(() => store.setModuleProgress('mod', 'Complete'));
    expect(renders.size).toBe(0);
  });
});

function Probe() {
  const [lang] = useSetting('lang');
  const [progress] = useModuleProgress('mod');
  const data = useUserData();
  return <p data-testid="probe">{`${lang} ${progress} ${data.consecutiveVisits}`}</p>;
}

describe('UserDataProvider', () => {
  const stored = {
    'guide:userData:lang': '"java"',
    'guide:userData:userProgressOnModules': '{"mod":"Reading"}',
    'guide:userData:consecutiveVisits': '2',
    'guide:userData:lastVisitDate': String(1_700_000_000_000 - 86_400_000),
  };

  it('reads storage after mounting and counts the visit for the streak', () => {
    const { store, storage } = makeStore(stored);
    render(
      <UserDataProvider store={store}>
        <Probe />
      </UserDataProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('java Reading 3');
    expect(storage.getItem('guide:userData:lastVisitDate')).toBe('1700000000000');
    expect(document.documentElement.dataset.userData).toBe('ready');
  });

  it('keeps the mode-dark class in step with the darkMode setting', () => {
    const { store } = makeStore({ 'guide:userData:darkMode': 'true' });
    render(<UserDataProvider store={store}>x</UserDataProvider>);
    expect(document.documentElement).toHaveClass(DARK_MODE_CLASS);
    act(() => store.setField('darkMode', false));
    expect(document.documentElement).not.toHaveClass(DARK_MODE_CLASS);
  });

  it('follows other tabs while mounted', () => {
    const { store } = makeStore();
    const { unmount } = render(
      <UserDataProvider store={store}>
        <Probe />
      </UserDataProvider>,
    );
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'guide:userData:lang', newValue: '"py"' }),
      );
    });
    expect(screen.getByTestId('probe')).toHaveTextContent(/^py /);
    unmount();
  });

  it('explains a hook used outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(
      'useUserDataStore must be used inside <UserDataProvider>.',
    );
    jest.mocked(console.error).mockRestore();
  });
});
