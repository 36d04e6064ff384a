import { afterRenderAndIdle, deferRegistration, type RegistersWorkers } from '../serviceWorker';

function fakeContainer() {
  const calls: Array<string | URL> = [];
  const registration = { scope: '/' } as ServiceWorkerRegistration;
  const container: RegistersWorkers = {
    register(scriptURL) {
      calls.push(scriptURL);
      return Promise.resolve(registration);
    },
  };
  return { container, calls, registration };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('deferRegistration', () => {
  it('registers /sw.js only once the page has settled, and hands back the registration', async () => {
    const { container, calls, registration } = fakeContainer();
    const settled = deferred();
    deferRegistration(container, () => settled.promise);

    const result = container.register('/sw.js');
    await flush();
    expect(calls).toEqual([]);

    settled.resolve();
    await expect(result).resolves.toBe(registration);
    expect(calls).toEqual(['/sw.js']);
  });

  it('passes a failed registration on to the caller', async () => {
    const container: RegistersWorkers = {
      register: () => Promise.reject(new Error('SecurityError')),
    };
    deferRegistration(container, () => Promise.resolve());
    await expect(container.register('/sw.js')).rejects.toThrow('SecurityError');
  });
});

describe('afterRenderAndIdle', () => {
  const realIdle = window.requestIdleCallback;
  afterEach(() => {
    window.requestIdleCallback = realIdle;
  });

  it('waits for the first render, then for the browser to be idle', async () => {
    const idleCallbacks: Array<() => void> = [];
    window.requestIdleCallback = ((cb: () => void) => {
      idleCallbacks.push(cb);
      return idleCallbacks.length;
    }) as typeof window.requestIdleCallback;
    const render = deferred();
    let done = false;
    void afterRenderAndIdle(render.promise)().then(() => {
      done = true;
    });

    await flush();
    expect(idleCallbacks).toHaveLength(0);

    render.resolve();
    await flush();
    expect(idleCallbacks).toHaveLength(1);
    expect(done).toBe(false);

    idleCallbacks[0]();
    await flush();
    expect(done).toBe(true);
  });

  it('asks for one idle moment however many registrations wait on it', async () => {
    let asked = 0;
    window.requestIdleCallback = ((cb: () => void) => {
      asked++;
      cb();
      return asked;
    }) as typeof window.requestIdleCallback;
    const settled = afterRenderAndIdle(Promise.resolve());
    await Promise.all([settled(), settled()]);
    expect(asked).toBe(1);
  });
});
