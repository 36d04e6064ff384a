import React, { useMemo } from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ProblemsExplorer } from '../components/problems-page/ProblemsExplorer';
import {
  toProblemEntries,
  type ModuleWithProblems,
} from '../components/problems-page/problemIndex';

interface ProblemsPageData {
  allContentModule: { nodes: ModuleWithProblems[] };
}

export default function ProblemsPage({ data }: PageProps<ProblemsPageData>): React.JSX.Element {
  const modules = data.allContentModule.nodes;
  const entries = useMemo(() => toProblemEntries(modules), [modules]);
  const moduleOptions = useMemo(
    () => modules.map((m) => ({ id: m.moduleId, title: m.title, section: m.section })),
    [modules],
  );
  return (
    <Layout>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold text-gray-900 dark:text-white">Problems</h1>
        <p className="mb-6 mt-2 text-gray-700 dark:text-gray-300">
          Every practice problem in the guide, once each. Search, filter and sort; the address keeps
          your view, so you can bookmark or share it.
        </p>
        <ProblemsExplorer entries={entries} modules={moduleOptions} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query ProblemsPage {
    allContentModule(sort: { order: ASC }) {
      nodes {
        moduleId
        title
        path
        section
        sectionName
        lists {
          problems {
            name
            source
            difficulty
            starred
            tags
            url
            uniqueID
            hints
          }
        }
      }
    }
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title="Problems"
    description="Every problem in the guide in one table: search by name, source or tag, filter by status, difficulty and module, and pick a random one."
    pathname="/problems"
  />
);
