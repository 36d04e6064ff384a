/**
 * A hint ladder: `<Hints>` with two to four `<Hint>`s (the compiler checks the shape; the
 * content model checks whose ladder it is, src/content-model/hints.ts).
 *
 * Each hint is a `<details>` inside the one before it: without JavaScript the ladder is readable
 * as it is, "Show hint 1" first and each later hint behind the one before. Script adds only what
 * needs it: focus moves to the hint just opened, a live region says which it was, and the
 * student's record of hints opened before solving (user-data `hintsUsed`) counts it.
 */
import React, { useCallback, useRef, useState } from 'react';
import { toHintsAnchor } from '../../content-model/hintTags';
import { useHintsOpened } from '../../user-data';
import { useHintsProblem } from './ProblemListsContext';

/** One step of a ladder; `<Hints>` renders it, so alone it is only its content. */
export function Hint({ children }: { children?: React.ReactNode }): React.JSX.Element {
  return <>{children}</>;
}

/** The label of a closed hint's summary, and of an open one's (child selector: not nested ones). */
const CLOSED_LABEL = '[details[open]>summary>&]:hidden';
const OPEN_LABEL = 'hidden [details[open]>summary>&]:inline';

export function Hints({
  problem,
  children,
}: {
  /** In a module: the name of the problem the ladder is for. On a solution page: none. */
  problem?: string;
  children?: React.ReactNode;
}): React.JSX.Element {
  // Children are recognised by component identity, never by name (a string is whitespace).
  const hints = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<{ children?: React.ReactNode }> =>
      React.isValidElement(child) && child.type === Hint,
  );
  const owner = useHintsProblem(problem);
  const [, recordOpened] = useHintsOpened(owner?.uniqueID ?? '');
  const [announcement, setAnnouncement] = useState('');
  const bodies = useRef<(HTMLDivElement | null)[]>([]);
  const opened = useCallback(
    (index: number, event: React.SyntheticEvent<HTMLDetailsElement>) => {
      // React passes a nested hint's toggle up to the hints around it: act on one's own only.
      if (event.target !== event.currentTarget || !event.currentTarget.open) return;
      if (owner) recordOpened(index + 1);
      setAnnouncement(`Hint ${index + 1} of ${hints.length} shown.`);
      bodies.current[index]?.focus();
    },
    [owner, recordOpened, hints.length],
  );
  const heading = problem ? `Hints: ${problem}` : 'Hints';
  let ladder: React.ReactNode = null;
  for (let i = hints.length - 1; i >= 0; i--) {
    ladder = (
      <details className="mt-2" onToggle={(event) => opened(i, event)} data-hint={i + 1}>
        <summary className="inline-block cursor-pointer rounded-md border border-amber-600 px-3 py-1 text-sm font-medium text-amber-900 hover:bg-amber-50 dark:border-amber-400 dark:text-amber-200 dark:hover:bg-amber-950">
          <span className={CLOSED_LABEL}>Show hint {i + 1}</span>
          <span className={OPEN_LABEL}>
            Hint {i + 1} of {hints.length}
          </span>
        </summary>
        <div
          ref={(element) => {
            bodies.current[i] = element;
          }}
          tabIndex={-1}
          className="mt-2 border-l-4 border-amber-500 pl-3 outline-none focus-visible:ring-2 focus-visible:ring-amber-500 [&>p]:my-2"
        >
          {hints[i].props.children}
        </div>
        {ladder}
      </details>
    );
  }
  return (
    <section
      id={toHintsAnchor(problem)}
      aria-label={heading}
      className="my-6 scroll-mt-20 rounded-md border border-amber-300 bg-amber-50/40 px-4 py-3 dark:border-amber-700 dark:bg-amber-950/30"
    >
      <p className="font-semibold text-gray-900 dark:text-gray-100">
        {heading}{' '}
        <span className="text-sm font-normal text-gray-600 dark:text-gray-400">
          ({hints.length} steps; open one at a time)
        </span>
      </p>
      {ladder}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
