/** A module page: header facts from the module node, MDX body with its problem lists. */
import React, { useMemo, useRef } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ProblemListsProvider, type ProblemLists } from '../components/mdx/ProblemListsContext';
import { EditThisPage } from '../components/module/EditThisPage';
import { KatexStylesheet } from '../components/module/KatexStylesheet';
import { ModuleHeader } from '../components/module/ModuleHeader';
import { PrevNext } from '../components/module/PrevNext';
import { TableOfContents } from '../components/module/TableOfContents';
import { useRecordLastViewed } from '../components/module/useRecordLastViewed';
import { toModuleNavigation, type NavChapter } from '../content-model/navigation';
import type { Frequency, Problem } from '../content-model/types';
import type { ModulePageContext } from '../gatsby/pages';
import type { ArticleData } from '../mdx/article';
import { ArticleSuspense } from '../components/mdx/Article';
import { ContentArticle } from '../components/mdx/ContentArticle';

/** GraphQL returns null where the model leaves a field out; the widgets treat both as absent. */
interface ModulePageData {
  contentModule: {
    moduleId: string;
    title: string;
    author: string;
    description: string;
    file: string;
    lastUpdated: string | null;
    path: string;
    frequency: Frequency | null;
    prerequisites: { id: string; title: string; path: string }[];
    lists: { listId: string; problems: Problem[] }[];
    article: ArticleData;
  };
  syllabusSection: { name: string; path: string; chapters: NavChapter[] };
}

export default function ModuleTemplate({
  data,
}: PageProps<ModulePageData, ModulePageContext>): React.JSX.Element {
  const module = data.contentModule;
  const lists = useMemo<ProblemLists>(
    () => Object.fromEntries(module.lists.map((list) => [list.listId, list.problems])),
    [module.lists],
  );
  const nav = toModuleNavigation(data.syllabusSection, module.moduleId);
  const articleRef = useRef<HTMLDivElement>(null);
  useRecordLastViewed(module.moduleId);
  return (
    <Layout>
      <div className="mx-auto flex max-w-6xl gap-10 px-4 py-10 sm:px-6">
        {/* A page reached by a link waits here for its article's text (Article.tsx). */}
        <ArticleSuspense fallback={<div className="min-w-0 max-w-3xl flex-1" />}>
          <article className="min-w-0 max-w-3xl flex-1">
            <ModuleHeader
              moduleId={module.moduleId}
              title={module.title}
              author={module.author}
              description={module.description}
              frequency={module.frequency}
              prerequisites={module.prerequisites}
              breadcrumbs={nav.breadcrumbs}
            />
            <div ref={articleRef}>
              <ProblemListsProvider lists={lists} moduleId={module.moduleId}>
                <ContentArticle article={module.article} />
              </ProblemListsProvider>
            </div>
            <p className="mt-10">
              <EditThisPage file={module.file} lastUpdated={module.lastUpdated} />
            </p>
            <PrevNext prev={nav.prev} next={nav.next} />
          </article>
        </ArticleSuspense>
        <aside className="hidden w-56 shrink-0 lg:block">
          <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto">
            <TableOfContents articleRef={articleRef} />
          </div>
        </aside>
      </div>
    </Layout>
  );
}

export function Head({
  data,
  pageContext,
}: HeadProps<ModulePageData, ModulePageContext>): React.JSX.Element {
  const module = data.contentModule;
  return (
    <>
      <Seo title={module.title} description={module.description} pathname={module.path} />
      {pageContext.hasMath && <KatexStylesheet fonts={pageContext.katexFonts} />}
    </>
  );
}

export const query = graphql`
  query ModulePage($moduleId: String!, $sectionId: String!) {
    contentModule(moduleId: { eq: $moduleId }) {
      moduleId
      title
      author
      description
      file
      lastUpdated
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
      article
    }
    syllabusSection(sectionId: { eq: $sectionId }) {
      name
      path
      chapters {
        name
        modules {
          id
          title
          path
        }
      }
    }
  }
`;
