import React from 'react';
import type { HeadFC } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { LiveUpdate } from '../components/liveupdate/LiveUpdate';
import tagVocabulary from '../../content/tags';

export default function LiveUpdatePage(): React.JSX.Element {
  return (
    <Layout>
      <LiveUpdate tagVocabulary={tagVocabulary} />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Live preview"
    description="Write a CP Guide module in MDX and see it rendered as you type."
    pathname="/liveupdate"
  />
);
