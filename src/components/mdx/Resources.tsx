/** Minimal reading-list widgets: book sections link to their page (see content-model/resource). */
import React from 'react';
import { toResourceLink } from '../../content-model/resource';
import { Tooltip } from '../tooltip/Tooltip';
import { STARRED_TOOLTIP } from '../problems/texts';

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

export function Resource({
  source,
  title,
  url,
  starred,
  children,
}: {
  source: string;
  title: string;
  url?: string;
  starred?: boolean;
  children?: React.ReactNode;
}): React.JSX.Element {
  // The build has validated every <Resource>; a failure here can only come from a live preview.
  const result = toResourceLink({ source, title, url });
  const href = result.ok ? result.link.url : url;
  return (
    <li>
      {result.ok && result.link.sourceDescription ? (
        <Tooltip
          content={result.link.sourceDescription}
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
          <Tooltip content={STARRED_TOOLTIP} focusable label="Starred">
            <span aria-hidden="true" className="text-yellow-500">
              ★
            </span>
          </Tooltip>
        </>
      )}
      {children && <span>: {children}</span>}
    </li>
  );
}
