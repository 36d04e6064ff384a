import React, { useCallback, useEffect, useState } from 'react';
import type { HeadFC } from 'gatsby';
import Layout from '../../components/layout/Layout';
import { Seo } from '../../components/layout/Seo';
import { DeferredStatusPicker } from '../../components/deferred/DeferredPickers';
import {
  SyncProvider,
  isCloudConfigured,
  loadTestCloud,
  onIdleForCloud,
  type CloudUserDoc,
} from '../../user-data';

const PROBLEMS = [
  { id: 'demo-sync-a', name: 'Sync problem A' },
  { id: 'demo-sync-b', name: 'Sync problem B' },
  { id: 'demo-sync-c', name: 'Sync problem C' },
];

const loadBackend = () => Promise.resolve(loadTestCloud().backend);

/**
 * A page for trying cloud sync against a test cloud kept in this browser (and for the browser
 * test of a signed-in student's reload). The header's Sign in signs in a test account; the
 * test cloud's document is shown below. With `?sync=manual`, a browser that is signed in resumes
 * syncing only when "Resume sync now" is pressed instead of once the page is idle, so what
 * happens before the sync code attaches can be tried. Not linked, not indexed, and left out of a
 * build with Firebase settings, where it would mix a test account into a real one
 * (src/gatsby/pages.ts, by the same `isCloudConfigured`); the page checks again, for settings
 * the build's Node process did not see (a `.env.*` file, which only the browser bundle reads).
 */
export default function CloudSyncPage(): React.JSX.Element {
  if (isCloudConfigured()) {
    return (
      <Layout>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <h1 className="text-3xl font-bold text-gray-900 dark:text-white">Cloud sync test</h1>
          <p className="mt-2 text-gray-700 dark:text-gray-300">
            This page works only on a build without Firebase settings.
          </p>
        </div>
      </Layout>
    );
  }
  return <TestCloudSync />;
}

function TestCloudSync(): React.JSX.Element {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const whenIdle = useCallback((task: () => void) => {
    if (new URLSearchParams(window.location.search).get('sync') !== 'manual') {
      return onIdleForCloud(task);
    }
    setPending(() => task);
    return () => setPending(null);
  }, []);

  return (
    <SyncProvider loadBackend={loadBackend} whenIdle={whenIdle}>
      <Layout>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <h1 className="text-3xl font-bold text-gray-900 dark:text-white">Cloud sync test</h1>
          <p className="mt-2 text-gray-700 dark:text-gray-300">
            Sign in (header) to sync the sample problems below with a test cloud kept in this
            browser.
          </p>
          <table className="mt-6 w-full text-left text-sm text-gray-800 dark:text-gray-200">
            <tbody>
              {PROBLEMS.map((problem) => (
                <tr key={problem.id} className="border-b border-gray-100 dark:border-gray-800">
                  <td className="py-2 pr-4">
                    <DeferredStatusPicker uniqueID={problem.id} problemName={problem.name} />
                  </td>
                  <td className="py-2">{problem.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              className="rounded-md border border-gray-300 px-3 py-2 text-sm disabled:opacity-60 dark:border-gray-600"
              disabled={pending === null}
              onClick={() => {
                pending?.();
                setPending(null);
              }}
            >
              Resume sync now
            </button>
            <ConnectionToggle />
          </div>
          <TestCloudDocument />
        </div>
      </Layout>
    </SyncProvider>
  );
}

function ConnectionToggle(): React.JSX.Element {
  const [online, setOnline] = useState(true);
  return (
    <button
      type="button"
      className="rounded-md border border-gray-300 px-3 py-2 text-sm dark:border-gray-600"
      onClick={() => {
        loadTestCloud().setOnline(!online);
        setOnline(!online);
      }}
    >
      {online ? 'Disconnect from the test cloud' : 'Reconnect to the test cloud'}
    </button>
  );
}

function TestCloudDocument(): React.JSX.Element {
  const [doc, setDoc] = useState<CloudUserDoc | null>(null);
  useEffect(() => {
    const cloud = loadTestCloud();
    setDoc(cloud.readDoc());
    return cloud.onDocChange(() => setDoc(cloud.readDoc()));
  }, []);
  return (
    <section aria-labelledby="test-cloud-heading" className="mt-8">
      <h2 id="test-cloud-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        The test account’s document in the test cloud
      </h2>
      <pre
        data-testid="test-cloud-document"
        className="mt-2 overflow-x-auto rounded-md bg-gray-100 p-3 text-xs dark:bg-gray-800"
      >
        {doc === null ? 'No document' : JSON.stringify(doc, null, 2)}
      </pre>
    </section>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Cloud sync test" pathname="/dev/cloud-sync">
    <meta name="robots" content="noindex" />
  </Seo>
);
