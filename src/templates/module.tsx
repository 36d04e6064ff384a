/** A module page: header facts from the module node, MDX body with its problem lists. */
import React, { useMemo } from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ProblemListsProvider, type ProblemLists } from '../components/mdx/ProblemListsContext';
import type { Problem } from '../content-model/problem';
import { ContentArticle } from './ContentArticle';

/** GraphQL returns null where the model leaves a field out; the widgets treat both as absent. */
interface ModulePageData {
  contentModule: {
    moduleId: string;
    title: string;
    author: string;
    description: string;
    section: string;
    sectionName: string;
    chapter: string;
    path: string;
    frequency: number | null;
    prerequisites: { id: string; title: string; path: string }[];
    lists: { listId: string; problems: Problem[] }[];
  };
}

const FREQUENCY_LABELS = [
  'Has not appeared in recent contests',
  'Rare',
  'Not frequent',
  'Somewhat frequent',
  'Very frequent',
];

export default function ModuleTemplate({
  data,
  children,
}: PageProps<ModulePageData>): React.JSX.Element {
  const module = data.contentModule;
  const lists = useMemo<ProblemLists>(
    () => Object.fromEntries(module.lists.map((list) => [list.listId, list.problems])),
    [module.lists],
  );
  return (
    <Layout>
      <article className="mx-auto max-w-prose px-4 py-10 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm text-gray-600 dark:text-gray-400">
          <Link to={`/${module.section}`} className="underline">
            {module.sectionName}
          </Link>{' '}
          › {module.chapter}
        </nav>
        <h1 className="mt-2 text-3xl font-bold text-gray-900 dark:text-white">{module.title}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Author: {module.author}</p>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{module.description}</p>
        {module.prerequisites.length > 0 && (
          <p className="mt-4 text-sm">
            Prerequisites:{' '}
            {module.prerequisites.map((p, i) => (
              <React.Fragment key={p.id}>
                {i > 0 && ', '}
                <Link to={p.path} className="underline">
                  {p.title}
                </Link>
              </React.Fragment>
            ))}
          </p>
        )}
        {module.frequency !== null && (
          <p className="mt-2 text-sm">Frequency: {FREQUENCY_LABELS[module.frequency]}</p>
        )}
        <ProblemListsProvider lists={lists}>
          <ContentArticle>{children}</ContentArticle>
        </ProblemListsProvider>
      </article>
    </Layout>
  );
}

export function Head({ data }: HeadProps<ModulePageData>): React.JSX.Element {
  const module = data.contentModule;
  return <Seo title={module.title} description={module.description} pathname={module.path} />;
}

export const query = graphql`
  query ModulePage($moduleId: String!) {
    contentModule(moduleId: { eq: $moduleId }) {
      moduleId
      title
      author
      description
      section
      sectionName
      chapter
      path
      frequency
      prerequisites {
        id
        title
        path
      }
      lists {
        listId
        problems {
          ...ContentProblemFields
        }
      }
    }
  }
`;
