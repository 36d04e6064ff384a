import React from 'react';
import { Link, type HeadFC } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';

export default function NotFoundPage(): React.JSX.Element {
  return (
    <Layout>
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-800 dark:text-blue-300">
          404
        </p>
        <h1 className="mt-2 text-3xl font-bold text-gray-900 dark:text-white">
          This page does not exist
        </h1>
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          The address may be mistyped, or the page may have moved when the syllabus was reorganised.
          Your progress is safe: it is stored in your browser, not on this page.
        </p>
        <ul className="mt-6 list-inside list-disc space-y-1 text-gray-700 dark:text-gray-300">
          <li>
            <Link to="/" className="text-blue-800 underline dark:text-blue-300">
              Go to the home page
            </Link>
          </li>
          <li>
            <Link to="/problems" className="text-blue-800 underline dark:text-blue-300">
              Find a problem in the problem list
            </Link>
          </li>
          <li>
            <Link to="/dashboard" className="text-blue-800 underline dark:text-blue-300">
              Continue from your dashboard
            </Link>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="Page not found" />;
