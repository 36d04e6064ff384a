import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { sectionPath } from '../content-model/routes';
import { SECTIONS, writtenLabel } from '../content-model/sections';

const FEATURES = [
  {
    title: 'A path, not a pile',
    body: 'Modules come in teaching order, each naming what you should know first, so you always know what to study next.',
  },
  {
    title: 'Three languages',
    body: 'Every worked example has C++, Java and Python code. Pick your language once and the guide shows only that one.',
  },
  {
    title: 'Real problems, tracked',
    body: 'Each module links real contest problems with honest difficulty labels. Mark them Solving or Solved and watch your progress grow.',
  },
  {
    title: 'Your progress stays yours',
    body: 'Progress is saved in your browser, can be exported at any time, and syncs across devices only if you choose to sign in.',
  },
];

interface HomePageData {
  allSyllabusSection: { nodes: { sectionId: string; chapters: { modules: { id: string }[] }[] }[] };
}

export default function HomePage({ data }: PageProps<HomePageData>): React.JSX.Element {
  // A section's count of published modules; one with none is still being written.
  const published = new Map(
    data.allSyllabusSection.nodes.map((section) => [
      section.sectionId,
      section.chapters.reduce((n, chapter) => n + chapter.modules.length, 0),
    ]),
  );
  return (
    <Layout>
      <section className="bg-gradient-to-b from-blue-50 to-white dark:from-gray-900 dark:to-gray-950">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 dark:text-white sm:text-5xl">
            Learn competitive programming, one step at a time
          </h1>
          <p className="mt-6 max-w-3xl text-lg text-gray-700 dark:text-gray-300">
            CP Guide is a free, structured course for students preparing for USACO, olympiads and
            Codeforces rounds. Read a clear explanation, study worked code, then practise on
            hand-picked problems from real contests, from your first loop towards olympiad
            algorithms.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/general"
              className="rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
            >
              Start with General
            </Link>
            <Link
              to="/problems"
              className="rounded-md border border-gray-300 bg-white px-5 py-3 font-semibold text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-white dark:hover:bg-gray-800"
            >
              Browse problems
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="features-heading" className="text-2xl font-bold text-gray-900 dark:text-white">
          Why students use it
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-lg border border-gray-200 p-5 dark:border-gray-800"
            >
              <h3 className="font-semibold text-gray-900 dark:text-white">{feature.title}</h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sections-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="sections-heading" className="text-2xl font-bold text-gray-900 dark:text-white">
          The syllabus
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          Six sections, from the basics to olympiad level. The first four follow the USACO
          divisions; start wherever the problems start to feel hard. The sections are written in
          order: each shows how many of its modules you can read today.
        </p>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <Link
                to={sectionPath(section.id)}
                className="block h-full rounded-lg border border-gray-200 p-5 hover:border-blue-500 hover:shadow-sm dark:border-gray-800 dark:hover:border-blue-400"
              >
                <span className="font-semibold text-blue-800 dark:text-blue-300">
                  {section.name}
                </span>
                <span className="mt-2 block text-sm text-gray-700 dark:text-gray-300">
                  {section.summary}
                </span>
                <span className="mt-2 block text-sm font-medium text-gray-900 dark:text-gray-100">
                  {writtenLabel(published.get(section.id) ?? 0, section.planned)}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </section>
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    allSyllabusSection {
      nodes {
        sectionId
        chapters {
          modules {
            id
          }
        }
      }
    }
  }
`;

export const Head: HeadFC = () => <Seo title="CP Guide" pathname="/" />;
