/**
 * The headings of the article (h2, h3 with ids from rehype-slug), with the one being read marked
 * as the reader scrolls. Read from the rendered article after mount, so it always matches it.
 */
import React, { useEffect, useState } from 'react';

interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

export function readHeadings(root: ParentNode): Heading[] {
  return [...root.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]')].map((h) => ({
    id: h.id,
    text: h.textContent ?? '',
    level: h.tagName === 'H2' ? 2 : 3,
  }));
}

export function TableOfContents({
  articleRef,
}: {
  articleRef: React.RefObject<HTMLElement>;
}): React.JSX.Element | null {
  const [headings, setHeadings] = useState<Heading[]>([]);
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const article = articleRef.current;
    if (!article) return;
    const found = readHeadings(article);
    setHeadings(found);
    if (typeof IntersectionObserver === 'undefined' || found.length === 0) return;
    const elements = found
      .map((h) => document.getElementById(h.id))
      .filter((e): e is HTMLElement => e !== null);
    // The active heading is the last one whose top has passed the upper fifth of the window.
    const update = () => {
      const line = window.innerHeight * 0.2;
      let current: string | null = elements[0]?.id ?? null;
      for (const el of elements) {
        if (el.getBoundingClientRect().top <= line) current = el.id;
      }
      setActive(current);
    };
    const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -80% 0px' });
    elements.forEach((el) => observer.observe(el));
    update();
    return () => observer.disconnect();
  }, [articleRef]);

  if (headings.length === 0) return null;
  return (
    <nav aria-label="Table of contents" className="text-sm">
      <p className="mb-2 font-semibold text-gray-900 dark:text-gray-100">On this page</p>
      <ul className="space-y-1 border-l border-gray-200 dark:border-gray-700">
        {headings.map((h) => (
          <li key={h.id} className={h.level === 3 ? 'pl-6' : 'pl-3'}>
            <a
              href={`#${h.id}`}
              aria-current={active === h.id ? 'location' : undefined}
              className={
                active === h.id
                  ? '-ml-px block border-l-2 border-blue-600 pl-2 font-medium text-blue-800 dark:border-blue-400 dark:text-blue-300'
                  : 'block pl-2 text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100'
              }
            >
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
