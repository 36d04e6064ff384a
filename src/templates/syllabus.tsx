/** A section's syllabus: its chapters and modules in ordering order. */
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ModuleProgressBadge, SectionTotals } from '../components/syllabus/SyllabusProgress';
import { SECTIONS } from '../content-model/sections';

interface SyllabusPageData {
  syllabusSection: {
    sectionId: string;
    name: string;
    path: string;
    chapters: {
      name: string;
      description: string | null;
      modules: { id: string; title: string; path: string }[];
    }[];
  };
}

export default function SyllabusTemplate({ data }: PageProps<SyllabusPageData>): React.JSX.Element {
  const section = data.syllabusSection;
  const moduleIds = section.chapters.flatMap((c) => c.modules.map((m) => m.id));
  const planned = SECTIONS.find((s) => s.id === section.sectionId)?.planned ?? 0;
  return (
    <Layout>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-gray-900 dark:text-white">{section.name}</h1>
        {moduleIds.length > 0 && <SectionTotals moduleIds={moduleIds} />}
        {moduleIds.length > 0 && moduleIds.length < planned && (
          <p className="mt-4 text-gray-700 dark:text-gray-300">
            {moduleIds.length} of this section&apos;s {planned} modules are written so far; the
            others are being written.
          </p>
        )}
        {section.chapters.length === 0 && (
          <p className="mt-6 text-gray-700 dark:text-gray-300">
            The modules of this section are being written. Check back soon.
          </p>
        )}
        {section.chapters.map((chapter) => (
          <section key={chapter.name} className="mt-8">
            <h2 className="text-xl font-semibold text-gray-900 dark:text-white">{chapter.name}</h2>
            {chapter.description && (
              <p className="mt-1 text-gray-700 dark:text-gray-300">{chapter.description}</p>
            )}
            <ol className="mt-3 list-decimal pl-6">
              {chapter.modules.map((module) => (
                <li key={module.id} className="my-1">
                  <Link to={module.path} className="text-blue-800 underline dark:text-blue-300">
                    {module.title}
                  </Link>
                  <ModuleProgressBadge moduleId={module.id} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </Layout>
  );
}

export function Head({ data }: HeadProps<SyllabusPageData>): React.JSX.Element {
  const section = data.syllabusSection;
  return (
    <Seo
      title={`${section.name} syllabus`}
      description={`The modules of the ${section.name} section of CP Guide, in the order we recommend reading them.`}
      pathname={section.path}
    />
  );
}

export const query = graphql`
  query SyllabusPage($sectionId: String!) {
    syllabusSection(sectionId: { eq: $sectionId }) {
      sectionId
      name
      path
      chapters {
        name
        description
        modules {
          id
          title
          path
        }
      }
    }
  }
`;
