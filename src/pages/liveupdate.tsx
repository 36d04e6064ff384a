import React, { useMemo } from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { LiveUpdate } from '../components/liveupdate/LiveUpdate';
import { KatexStylesheet } from '../components/module/KatexStylesheet';
import tagVocabulary from '../../content/tags';

interface LiveUpdatePageData {
  allContentSolution: { nodes: { solutionId: string }[] };
  allContentProblem: { nodes: { problem: { uniqueID: string; hints: string | null } }[] };
}

export default function LiveUpdatePage({ data }: PageProps<LiveUpdatePageData>): React.JSX.Element {
  const solutionIds = useMemo(
    () => data.allContentSolution.nodes.map((node) => node.solutionId),
    [data.allContentSolution.nodes],
  );
  const ladderLinks = useMemo(
    () =>
      Object.fromEntries(
        data.allContentProblem.nodes.flatMap(({ problem }) =>
          problem.hints ? [[problem.uniqueID, problem.hints]] : [],
        ),
      ),
    [data.allContentProblem.nodes],
  );
  return (
    <Layout>
      <LiveUpdate
        tagVocabulary={tagVocabulary}
        solutionIds={solutionIds}
        ladderLinks={ladderLinks}
      />
    </Layout>
  );
}

// The site's solution ids and hint ladders: a draft's problem that links to one renders as on
// its built page.
export const query = graphql`
  query LiveUpdatePage {
    allContentSolution {
      nodes {
        solutionId
      }
    }
    allContentProblem(filter: { problem: { hints: { ne: null } } }) {
      nodes {
        problem {
          uniqueID
          hints
        }
      }
    }
  }
`;

// KaTeX's stylesheet as every math page has it (inlined by the server, gatsby-ssr.tsx): without
// it the formulas in the preview show their hidden MathML copy as well. No fonts are preloaded:
// the preview and its formulas arrive after the first paint.
export const Head: HeadFC = () => (
  <>
    <Seo
      title="Live preview"
      description="Write a CP Guide module in MDX and see it rendered as you type."
      pathname="/liveupdate"
    />
    <KatexStylesheet />
  </>
);
