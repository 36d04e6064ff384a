/**
 * Reading-list widgets. A `<Resource>` arrives already resolved: the MDX compiler's
 * remarkResourceLinks plugin (src/mdx/) adds its link and tooltip from the book and site tables,
 * so those tables never reach the browser.
 */
import React from 'react';
import type { ResolvedResourceProps } from '../../mdx/remarkResourceLinks';
import { Tooltip } from '../tooltip/Tooltip';
import { StarredMark } from '../problems/ProblemName';

export function Resources({
  title = 'Resources',
  children,
}: {
  title?: string;
  children?: React.ReactNode;
}): React.JSX.Element {
  return (
    <section className="my-6" aria-label={title}>
      <p className="font-semibold">{title}</p>
      <ul className="list-disc pl-6">{children}</ul>
    </section>
  );
}

/** The authored `source`, `title` and `starred`, plus what the compiler resolved. */
export interface ResourceProps extends ResolvedResourceProps {
  source: string;
  title: string;
  starred?: boolean;
  children?: React.ReactNode;
}

export function Resource({
  source,
  title,
  href,
  sourceDescription,
  starred,
  children,
}: ResourceProps): React.JSX.Element {
  return (
    <li>
      {sourceDescription ? (
        <Tooltip
          content={sourceDescription}
          focusable
          className="border-b border-dotted border-gray-500"
        >
          {source}
        </Tooltip>
      ) : (
        <span>{source}</span>
      )}{' '}
      {href ? (
        <a href={href} target="_blank" rel="noreferrer">
          {title}
        </a>
      ) : (
        title
      )}
      {starred && (
        <>
          {' '}
          <StarredMark />
        </>
      )}
      {children && <span>: {children}</span>}
    </li>
  );
}
