/**
 * Error reporting: uncaught errors, unhandled rejections and errors caught by the page error
 * boundary become analytics exception events. Nothing is installed, loaded or sent unless
 * analytics is configured (gatsby-browser.tsx connects a sink only then).
 *
 * No personal data leaves the browser: only the error's name and a scrubbed message (no stack,
 * no e-mail addresses, no query strings or fragments, no long ids such as Firebase uids), cut to
 * the 100 characters GA4 keeps of a parameter. Reports are rate-limited so a render loop or a
 * failing timer cannot flood analytics.
 */

/** GA4 keeps at most 100 characters of an event parameter. */
export const MAX_DESCRIPTION_LENGTH = 100;
/** At most this many reports in any window of RATE_WINDOW_MS… */
export const MAX_REPORTS_PER_WINDOW = 5;
export const RATE_WINDOW_MS = 60_000;
/** …and at most this many in the life of a page. */
export const MAX_REPORTS_PER_PAGE = 20;

export interface ExceptionReport {
  description: string;
  fatal: boolean;
}

/** Replaces anything that could identify a student or their session. */
export function scrubMessage(message: string): string {
  return (
    message
      // URLs keep their origin and path: query strings and fragments can hold tokens or names.
      .replace(/\b(https?:\/\/[^\s?#'"]*)[?#][^\s'"]*/g, '$1')
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
      // Firebase uids (28 characters), tokens, hashes: any long run of letters and digits.
      .replace(/\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}\b/g, '<id>')
  );
}

/** `Name: message`, scrubbed and shortened; never the stack. */
export function toExceptionDescription(error: unknown): string {
  let text: string;
  if (error instanceof Error) {
    text = error.message ? `${error.name}: ${error.message}` : error.name;
  } else if (typeof error === 'string') {
    text = error;
  } else {
    // Rejections with objects or numbers: the type is all we report.
    text = `Non-error ${error === null ? 'null' : typeof error}`;
  }
  const scrubbed = scrubMessage(text.replace(/\s+/g, ' ').trim());
  return scrubbed.length > MAX_DESCRIPTION_LENGTH
    ? `${scrubbed.slice(0, MAX_DESCRIPTION_LENGTH - 1)}…`
    : scrubbed;
}

export interface ErrorReporterDeps {
  send: (report: ExceptionReport) => void;
  now: () => number;
}

export type ReportError = (error: unknown, fatal: boolean) => void;

/**
 * A reporter that sends each distinct description once per page, at most
 * MAX_REPORTS_PER_WINDOW per RATE_WINDOW_MS and MAX_REPORTS_PER_PAGE in all.
 */
export function createErrorReporter(deps: ErrorReporterDeps): ReportError {
  const seen = new Set<string>();
  const sentAt: number[] = [];
  let total = 0;
  return (error, fatal) => {
    const description = toExceptionDescription(error);
    if (seen.has(description) || total >= MAX_REPORTS_PER_PAGE) return;
    const now = deps.now();
    while (sentAt.length > 0 && now - (sentAt[0] as number) >= RATE_WINDOW_MS) sentAt.shift();
    if (sentAt.length >= MAX_REPORTS_PER_WINDOW) return;
    seen.add(description);
    sentAt.push(now);
    total++;
    try {
      deps.send({ description, fatal });
    } catch {
      // Reporting must never raise an error of its own.
    }
  };
}

let sink: ReportError = () => undefined;

/** Connects the reporter (gatsby-browser.tsx, only when analytics is configured). */
export function setErrorSink(next: ReportError): void {
  sink = next;
}

/** Reports an error caught by an error boundary or a handler; a no-op without analytics. */
export function reportError(error: unknown, fatal = false): void {
  sink(error, fatal);
}

/** Reports uncaught errors and unhandled rejections; returns a function that removes the handlers. */
export function installGlobalErrorHandlers(target: EventTarget, report: ReportError): () => void {
  const onError = (event: Event) => {
    if (!(event instanceof ErrorEvent)) return;
    // Errors of cross-origin scripts arrive as "Script error." without details: nothing to learn.
    if (!event.error && (!event.message || event.message === 'Script error.')) return;
    report(event.error ?? event.message, true);
  };
  const onRejection = (event: Event) => report((event as PromiseRejectionEvent).reason, false);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
