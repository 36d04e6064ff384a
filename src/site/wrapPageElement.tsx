import React from 'react';
import Layout from '../components/layout/Layout';
import { PageErrorBoundary, PageErrorMessage } from '../components/layout/PageErrorBoundary';

/**
 * A last-resort boundary around each page, shared by gatsby-browser.tsx and gatsby-ssr.tsx.
 * Layout already keeps the page's content in a boundary; this one catches what a page does
 * before or around its Layout, and shows the message inside the usual frame so the header still
 * works. Keyed by path: a new page starts without the previous page's failure.
 */
export function wrapPageElement({
  element,
  props,
}: {
  element: React.ReactNode;
  props: { location: { pathname: string } };
}): React.JSX.Element {
  return (
    <PageErrorBoundary
      key={props.location.pathname}
      fallback={
        <Layout>
          <PageErrorMessage />
        </Layout>
      }
    >
      {element}
    </PageErrorBoundary>
  );
}
