/** A solution page: the problem it solves, the modules that list it, and the MDX write-up. */
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { EditThisPage } from '../components/module/EditThisPage';
import { KatexStylesheet } from '../components/module/KatexStylesheet';
import { DeferredStatusPicker as StatusPicker } from '../components/deferred/DeferredPickers';
import type { Problem } from '../content-model/problem';
import type { SolutionPageContext } from '../gatsby/pages';
import type { ArticleData } from '../mdx/article';
import { ArticleSuspense } from '../components/mdx/Article';
import { ContentArticle } from '../components/mdx/ContentArticle';
import { ProblemListsProvider } from '../components/mdx/ProblemListsContext';

/** A solution page has no lists of its own: only its problem, whose ladder it may hold. */
const NO_LISTS = {};

interface SolutionPageData {
  contentSolution: {
    solutionId: string;
    title: string;
    source: string;
    author: string;
    path: string;
    file: string;
    lastUpdated: string | null;
    linkedFrom: { moduleId: string; moduleTitle: string; modulePath: string; problem: Problem }[];
    article: ArticleData;
  };
}

export default function SolutionTemplate({ data }: PageProps<SolutionPageData>): React.JSX.Element {
  const solution = data.contentSolution;
  const problem = solution.linkedFrom[0]?.problem;
  // A problem listed in several lists of one module would repeat its module: show it once.
  const modules = [...new Map(solution.linkedFrom.map((l) => [l.moduleId, l])).values()];
  return (
    <Layout>
      {/* A page reached by a link waits here for its article's text (Article.tsx). */}
      <ArticleSuspense fallback={<div className="mx-auto max-w-prose px-4 py-10 sm:px-6" />}>
        <article className="mx-auto max-w-prose px-4 py-10 sm:px-6">
          <p className="text-sm text-gray-600 dark:text-gray-400">Solution · {solution.source}</p>
          <h1 className="mt-2 text-3xl font-bold text-gray-900 dark:text-white">
            {solution.title}
          </h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Author: {solution.author}</p>
          {problem && (
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <a
                href={problem.url}
                target="_blank"
                rel="noreferrer"
                className="text-blue-800 underline dark:text-blue-300"
              >
                Read the problem statement
              </a>
              <StatusPicker
                uniqueID={problem.uniqueID}
                problemName={problem.name}
                moduleId={solution.linkedFrom[0]?.moduleId ?? null}
              />
            </div>
          )}
          <p className="mt-2 text-sm">
            Listed in:{' '}
            {modules.map((m, i) => (
              <React.Fragment key={m.moduleId}>
                {i > 0 && ', '}
                <Link to={m.modulePath} className="text-blue-800 underline dark:text-blue-300">
                  {m.moduleTitle}
                </Link>
              </React.Fragment>
            ))}
          </p>
          <ProblemListsProvider lists={NO_LISTS} pageProblem={problem ?? null}>
            <ContentArticle article={solution.article} />
          </ProblemListsProvider>
          <p className="mt-10">
            <EditThisPage file={solution.file} lastUpdated={solution.lastUpdated} />
          </p>
        </article>
      </ArticleSuspense>
    </Layout>
  );
}

export function Head({
  data,
  pageContext,
}: HeadProps<SolutionPageData, SolutionPageContext>): React.JSX.Element {
  const solution = data.contentSolution;
  return (
    <>
      {pageContext.hasMath && <KatexStylesheet fonts={pageContext.katexFonts} />}
      <Seo
        title={`Solution: ${solution.title}`}
        description={`How to solve ${solution.title} (${solution.source}): the idea, its running time and code in C++, Java and Python.`}
        pathname={solution.path}
      />
    </>
  );
}

export const query = graphql`
  query SolutionPage($solutionId: String!) {
    contentSolution(solutionId: { eq: $solutionId }) {
      solutionId
      title
      source
      author
      path
      file
      lastUpdated
      linkedFrom {
        moduleId
        moduleTitle
        modulePath
        problem {
          ...ContentProblemFields
        }
      }
      article
    }
  }
`;
