import React from 'react';
import { reportError } from '../../site/errorReporting';

/**
 * Keeps a failure in one page's content from blanking the whole page: React unmounts the entire
 * tree when a render error reaches the root, so without a boundary the header, the navigation
 * and the way out would go with it. The fallback is plain HTML with a reload link; the error is
 * reported (src/site/errorReporting.ts, a no-op without analytics).
 */
interface Props {
  children: React.ReactNode;
  /** What to show instead of the children; the plain message by default. */
  fallback?: React.ReactNode;
}

interface State {
  failed: boolean;
}

export class PageErrorBoundary extends React.Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, false);
  }

  override render(): React.ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <PageErrorMessage />;
  }
}

/**
 * The reload link drops the address's fragment: a malformed or unexpected fragment is a likely
 * cause, and reloading with it could fail the same way.
 */
export function PageErrorMessage(): React.JSX.Element {
  const href =
    typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16 text-gray-900 dark:text-gray-100">
      <h1 className="text-2xl font-bold">Something went wrong on this page</h1>
      <p className="mt-4">
        Part of this page could not be shown. Your progress is saved.{' '}
        <a href={href} className="font-medium text-blue-800 underline dark:text-blue-300">
          Reload the page
        </a>{' '}
        or use the menu above to go elsewhere.
      </p>
    </div>
  );
}
