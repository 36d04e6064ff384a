/**
 * A hint ladder: `<Hints>` with two to four `<Hint>`s. The compiler checks the shape
 * (src/mdx/hintLadder.ts) and writes the ladder as nested `<details>`, readable without
 * JavaScript (src/mdx/hintMarkup.ts); the content model checks whose ladder it is
 * (src/content-model/hints.ts).
 *
 * Script adds only what needs it: focus moves to the hint just opened, a live region says which
 * it was, and the student's record of hints opened before solving (user-data `hintsUsed`) counts
 * it. One listener on the ladder hears every hint's `toggle` (the event does not bubble, so it is
 * caught on its way down).
 */
import React, { useEffect, useRef, useState } from 'react';
import { hintsHeading, toHintsAnchor } from '../../content-model/hintTags';
import { useHintsOpened } from '../../user-data';
import { useHintsProblem } from './ProblemListsContext';

/** One step of a ladder: the compiler builds the ladder from these, so it never renders. */
export function Hint({ children }: { children?: React.ReactNode }): React.JSX.Element {
  return <>{children}</>;
}

export function Hints({
  problem,
  children,
}: {
  /** In a module: the name of the problem the ladder is for. On a solution page: none. */
  problem?: string;
  /** The ladder as the compiler wrote it. */
  children?: React.ReactNode;
}): React.JSX.Element {
  const owner = useHintsProblem(problem);
  const [, recordOpened] = useHintsOpened(owner?.uniqueID ?? '');
  const [announcement, setAnnouncement] = useState('');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = ref.current;
    if (!section) return undefined;
    const opened = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      const step = Number(details.dataset.hint);
      if (!step) return;
      if (owner) recordOpened(step);
      const steps = section.querySelectorAll('details[data-hint]').length;
      setAnnouncement(`Hint ${step} of ${steps} shown.`);
      details.querySelector<HTMLElement>(':scope > [data-hint-body]')?.focus();
    };
    section.addEventListener('toggle', opened, true);
    return () => section.removeEventListener('toggle', opened, true);
  }, [owner, recordOpened]);
  return (
    <section
      ref={ref}
      id={toHintsAnchor(problem)}
      aria-label={hintsHeading(problem)}
      className="my-6 scroll-mt-20 rounded-md border border-amber-300 bg-amber-50/40 px-4 py-3 dark:border-amber-700 dark:bg-amber-950/30"
    >
      {children}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
