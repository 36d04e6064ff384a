import {
  createErrorReporter,
  installGlobalErrorHandlers,
  MAX_REPORTS_PER_PAGE,
  MAX_REPORTS_PER_WINDOW,
  RATE_WINDOW_MS,
  toExceptionDescription,
  type ExceptionReport,
} from '../errorReporting';

describe('toExceptionDescription', () => {
  it.each([
    [new URIError('URI malformed'), 'URIError: URI malformed'],
    [new TypeError(''), 'TypeError'],
    ['plain text', 'plain text'],
    [{ uid: 'x' }, 'Non-error object'],
    [null, 'Non-error null'],
    [
      new Error('no user alice.smith+cp@example.com at https://cpguide.web.app/x?token=abc#frag'),
      'Error: no user <email> at https://cpguide.web.app/x',
    ],
    [new Error('users/kV3mZpQ8rT2yW5xN7bC1dF4gH6jL denied'), 'Error: users/<id> denied'],
  ])('%p → %j (no stack, no personal data)', (error, description) => {
    expect(toExceptionDescription(error)).toBe(description);
  });

  it('keeps at most 100 characters', () => {
    const description = toExceptionDescription(new Error('x'.repeat(500)));
    expect(description).toHaveLength(100);
    expect(description.endsWith('…')).toBe(true);
  });
});

describe('createErrorReporter', () => {
  function setup() {
    const sent: ExceptionReport[] = [];
    let now = 0;
    const report = createErrorReporter({ send: (r) => sent.push(r), now: () => now });
    return { sent, report, advance: (ms: number) => (now += ms) };
  }

  it('sends each distinct error once per page', () => {
    const { sent, report } = setup();
    report(new Error('a'), true);
    report(new Error('a'), true);
    report(new Error('b'), false);
    expect(sent).toEqual([
      { description: 'Error: a', fatal: true },
      { description: 'Error: b', fatal: false },
    ]);
  });

  it(`sends at most ${MAX_REPORTS_PER_WINDOW} a minute and ${MAX_REPORTS_PER_PAGE} a page`, () => {
    const { sent, report, advance } = setup();
    for (let i = 0; i < 50; i++) report(new Error(`e${i}`), false);
    expect(sent).toHaveLength(MAX_REPORTS_PER_WINDOW);
    for (let minute = 1; minute <= 10; minute++) {
      advance(RATE_WINDOW_MS);
      for (let i = 0; i < 50; i++) report(new Error(`m${minute}-${i}`), false);
    }
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('never throws when sending fails', () => {
    const report = createErrorReporter({
      send: () => {
        throw new Error('blocked');
      },
      now: () => 0,
    });
    expect(() => report(new Error('x'), false)).not.toThrow();
  });
});

describe('installGlobalErrorHandlers', () => {
  it('reports uncaught errors (fatal) and unhandled rejections, until removed', () => {
    const report = jest.fn();
    // A stand-in for window: jsdom fails the test on error events dispatched to its window.
    const target = new EventTarget();
    const remove = installGlobalErrorHandlers(target, report);
    const error = new RangeError('bad');
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'bad' }));
    // Cross-origin script errors carry nothing useful.
    target.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('offline');
    target.dispatchEvent(rejection);
    expect(report.mock.calls).toEqual([
      [error, true],
      [rejection.reason, false],
    ]);
    remove();
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'bad' }));
    expect(report).toHaveBeenCalledTimes(2);
  });
});
