import React from 'react';
import Header from './Header';
import Footer from './Footer';
import { PageErrorBoundary } from './PageErrorBoundary';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page frame: skip link, header, the page's <main>, footer. The content sits inside an error
 * boundary so a failure there leaves the header and footer working.
 */
export default function Layout({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-blue-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
