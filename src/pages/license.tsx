import React from 'react';
import type { HeadFC } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { siteConfig } from '../site/siteConfig';

const link = 'text-blue-800 underline dark:text-blue-300';

export default function LicensePage(): React.JSX.Element {
  return (
    <Layout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold text-gray-900 dark:text-white">License</h1>
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          {siteConfig.title} is free to read and free to reuse. The code and the written content are
          licensed separately, because they are reused in different ways.
        </p>

        <h2 className="mt-10 text-xl font-semibold text-gray-900 dark:text-white">
          Written content: CC BY 4.0
        </h2>
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          The modules, solutions and the code examples inside them are licensed under the{' '}
          <a className={link} href="https://creativecommons.org/licenses/by/4.0/">
            Creative Commons Attribution 4.0 International License
          </a>
          . You may copy, share and adapt them for any purpose, including in a class or a club, as
          long as you credit &ldquo;The CP Guide contributors&rdquo;, link to the license and say
          whether you made changes.
        </p>

        <h2 className="mt-10 text-xl font-semibold text-gray-900 dark:text-white">
          Site source code: MIT
        </h2>
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          The software that builds and runs this site is licensed under the MIT License. You may
          use, copy, modify and distribute it freely, provided the copyright notice and the license
          text are kept. The full text is in the <code>LICENSE</code> file of the{' '}
          <a className={link} href={siteConfig.repositoryUrl}>
            source repository
          </a>
          .
        </p>

        <h2 className="mt-10 text-xl font-semibold text-gray-900 dark:text-white">
          Problems belong to their authors
        </h2>
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          Problem lists link to the judges that publish each problem (USACO, CSES, Codeforces,
          AtCoder and others). The statements, test data and official analyses stay the property of
          their authors and are not covered by the licenses above.
        </p>
      </article>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="License" pathname="/license" />;
