import React, { useEffect, useState } from 'react';
import type { HeadFC } from 'gatsby';
import Layout from '../../components/layout/Layout';
import { Seo } from '../../components/layout/Seo';
import {
  DeferredModuleProgressControl,
  DeferredStatusPicker,
} from '../../components/deferred/DeferredPickers';

/** Sample ids, prefixed so they can never collide with a real problem or module. */
const DEMO_MODULE = 'demo-module';
const DEMO_PROBLEMS = [
  { id: 'demo-problem-a', name: 'Sample problem A' },
  { id: 'demo-problem-b', name: 'Sample problem B' },
  { id: 'demo-problem-c', name: 'Sample problem C' },
];

/**
 * A page for trying the progress controls on sample ids (and for the end-to-end tests). It uses
 * them as module pages do: stand-ins first, the real control loaded on hover, focus or press.
 * Not linked from the navigation and not indexed; what is chosen here is stored like any
 * progress, under the `demo-` ids.
 */
export default function ProgressControlsPage(): React.JSX.Element {
  const problems = useBenchmarkRows();
  return (
    <Layout>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-gray-900 dark:text-white">Progress controls</h1>
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          A development page showing the module-progress control and the problem status picker on
          sample ids. Choosing Solving or Solved on a problem moves the sample module to Practicing
          if it has not been started.
        </p>
        <section aria-labelledby="demo-module-heading" className="mt-8">
          <h2
            id="demo-module-heading"
            className="text-lg font-semibold text-gray-900 dark:text-white"
          >
            Sample module
          </h2>
          <div className="mt-2">
            <DeferredModuleProgressControl moduleId={DEMO_MODULE} moduleTitle="Sample module" />
          </div>
        </section>
        <section aria-labelledby="demo-problems-heading" className="mt-8">
          <h2
            id="demo-problems-heading"
            className="text-lg font-semibold text-gray-900 dark:text-white"
          >
            Sample problems
          </h2>
          <table className="mt-2 w-full text-left text-sm text-gray-800 dark:text-gray-200">
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-700">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem) => (
                <tr key={problem.id} className="border-b border-gray-100 dark:border-gray-800">
                  <td className="py-2 pr-4">
                    <DeferredStatusPicker
                      uniqueID={problem.id}
                      problemName={problem.name}
                      moduleId={DEMO_MODULE}
                    />
                  </td>
                  <td className="py-2">{problem.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </Layout>
  );
}

/**
 * `?rows=N` adds N more sample rows after the page loads and logs how long they took to mount,
 * to measure the deferred pickers' cost in a real browser (a long problems table).
 */
function useBenchmarkRows(): typeof DEMO_PROBLEMS {
  const [rows, setRows] = useState(DEMO_PROBLEMS);
  useEffect(() => {
    const count = Number(new URLSearchParams(window.location.search).get('rows') ?? 0);
    if (!Number.isSafeInteger(count) || count <= 0) return;
    const extra = Array.from({ length: Math.min(count, 5000) }, (_, i) => ({
      id: `demo-bench-${i}`,
      name: `Benchmark row ${i}`,
    }));
    const started = performance.now();
    setRows([...DEMO_PROBLEMS, ...extra]);
    requestAnimationFrame(() =>
      console.info(
        `[progress-controls] ${count} rows mounted in ${Math.round(performance.now() - started)} ms`,
      ),
    );
  }, []);
  return rows;
}

export const Head: HeadFC = () => (
  <Seo title="Progress controls" pathname="/dev/progress-controls">
    <meta name="robots" content="noindex" />
  </Seo>
);
