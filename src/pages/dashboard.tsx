import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Dashboard } from '../components/dashboard/Dashboard';
import type { DashboardModule } from '../components/dashboard/dashboardData';

interface DashboardPageData {
  allContentModule: { nodes: DashboardModule[] };
}

export default function DashboardPage({ data }: PageProps<DashboardPageData>): React.JSX.Element {
  return (
    <Layout>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold text-gray-900 dark:text-white">Dashboard</h1>
        <p className="mb-6 mt-2 text-gray-700 dark:text-gray-300">
          Your progress, saved in this browser.
        </p>
        <Dashboard modules={data.allContentModule.nodes} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query DashboardPage {
    allContentModule(sort: { order: ASC }) {
      nodes {
        moduleId
        title
        path
        section
        lists {
          problems {
            uniqueID
            name
            url
          }
        }
      }
    }
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title="Dashboard"
    description="Continue where you left off, see your progress in every section and the problems you are solving."
    pathname="/dashboard"
  />
);
