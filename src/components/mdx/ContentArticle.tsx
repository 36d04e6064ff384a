import React from 'react';
import { Article } from './Article';
import type { ArticleData } from '../../mdx/article';

/**
 * The frame of an article: readable defaults for the plain
 * Markdown elements (Tailwind's reset strips heading sizes, list bullets and link colours).
 */
const PROSE = [
  'article-blocks text-gray-800 dark:text-gray-200',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:my-4 [&_li]:my-1',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-blue-800 [&_a]:underline dark:[&_a]:text-blue-300',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-gray-100 [&_pre]:p-4 dark:[&_pre]:bg-gray-900',
  '[&_code]:font-mono [&_code]:text-sm',
  '[&_th]:px-2 [&_th]:py-1 [&_td]:px-2 [&_td]:py-1 [&_tr]:border-b',
].join(' ');

export function ContentArticle({ article }: { article: ArticleData }): React.JSX.Element {
  return (
    <div className={PROSE}>
      <Article article={article} />
    </div>
  );
}
