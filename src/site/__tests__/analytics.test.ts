import { createAnalytics, PAGE_VIEW_DELAY_MS, type GaClient } from '../analytics';

function setup(measurementId: string | undefined) {
  const calls: string[] = [];
  const sent: Array<{ page: string; title?: string }> = [];
  const events: Array<{ name: string; params: Record<string, unknown> }> = [];
  const fake: GaClient = {
    initialize: (id) => calls.push(`init:${id}`),
    send: (hit) => sent.push({ page: hit.page, title: hit.title }),
    event: (name, params) => events.push({ name, params }),
  };
  const loadClient = jest.fn(async () => fake);
  let title = 'Home · CP Guide';
  const analytics = createAnalytics({
    measurementId,
    loadClient,
    schedule: (cb, ms) => setTimeout(cb, ms),
    getTitle: () => title,
  });
  return { analytics, calls, sent, events, loadClient, setTitle: (t: string) => (title = t) };
}

describe('analytics', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits max(32 ms, 100 ms transition delay) before sending', () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(100);
  });

  it('loads nothing and sends nothing without a measurement id', async () => {
    const { analytics, loadClient, sent } = setup(undefined);
    analytics.trackPageView({ pathname: '/' });
    await jest.runAllTimersAsync();
    expect(loadClient).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('sends one page view per route change with the new title, after the delay', async () => {
    const { analytics, calls, sent, loadClient, setTitle } = setup('G-TEST123');
    analytics.trackPageView({ pathname: '/bronze', search: '?x=1', hash: '#top' });
    await jest.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS - 1);
    expect(sent).toEqual([]);
    setTitle('Bronze · CP Guide');
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ page: '/bronze?x=1#top', title: 'Bronze · CP Guide' }]);

    setTitle('Silver · CP Guide');
    analytics.trackPageView({ pathname: '/silver' });
    await jest.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS);
    expect(sent[1]).toEqual({ page: '/silver', title: 'Silver · CP Guide' });
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['init:G-TEST123']);
  });

  it('sends exceptions as GA4 exception events, and nothing without a measurement id', async () => {
    const off = setup(undefined);
    expect(off.analytics.enabled).toBe(false);
    off.analytics.trackException({ description: 'TypeError: x', fatal: false });
    await jest.runAllTimersAsync();
    expect(off.loadClient).not.toHaveBeenCalled();
    expect(off.events).toEqual([]);

    const on = setup('G-TEST123');
    expect(on.analytics.enabled).toBe(true);
    on.analytics.trackException({ description: 'TypeError: x', fatal: true });
    await jest.runAllTimersAsync();
    expect(on.events).toEqual([
      { name: 'exception', params: { description: 'TypeError: x', fatal: true } },
    ]);
  });

  it('keeps the page working when the client cannot load', async () => {
    const analytics = createAnalytics({
      measurementId: 'G-TEST123',
      loadClient: () => Promise.reject(new Error('blocked')),
      schedule: (cb, ms) => setTimeout(cb, ms),
      getTitle: () => '',
    });
    analytics.trackPageView({ pathname: '/' });
    await expect(jest.runAllTimersAsync()).resolves.toBeUndefined();
  });
});
