/**
 * @jest-environment node
 */
// Static rendering runs in Node with no window, document or localStorage.
import { renderToString } from 'react-dom/server';
import { UserDataProvider, createBrowserUserDataStore } from '../UserDataProvider';
import { useModuleProgress, useProblemStatus, useSetting, useUserDataReady } from '../hooks';

function Probe() {
  const [lang] = useSetting('lang');
  const [progress] = useModuleProgress('mod');
  const [status] = useProblemStatus('p');
  const ready = useUserDataReady();
  return <p>{`${lang}|${progress}|${status}|${ready}`}</p>;
}

describe('static rendering', () => {
  it('renders every language and no progress, without touching storage', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <UserDataProvider>
        <Probe />
      </UserDataProvider>,
    );
    expect(html).toContain('showAll|Not Started|Not Attempted|false');
  });

  it('builds the browser store safely where there is no browser', () => {
    const store = createBrowserUserDataStore();
    expect(store.getState().lang).toBe('showAll');
    expect(store.isHydrated()).toBe(false);
  });
});
