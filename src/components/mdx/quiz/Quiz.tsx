/**
 * `<Quiz>`: questions with choices and an explanation for every choice. Its children are the quiz
 * as the compiler writes it (src/mdx/quizMarkup.ts): complete without JavaScript, the answers in
 * `<details>`. That is what the server renders and the page shows until the quiz is scrolled
 * near; then the interactive quiz's chunk is loaded with `import()` and takes its place, reading
 * the questions from the same children. A module page's first-load JavaScript carries only this
 * file.
 */
import React, { useEffect, useRef, useState } from 'react';
import { onceNear } from '../../deferred/onceNear';

type Interactive = React.ComponentType<{ markup: React.ReactNode }>;

const loadInteractiveQuiz = () =>
  import(/* webpackChunkName: "quiz" */ './InteractiveQuiz').then((m) => m.InteractiveQuiz);

/** How far below (or above) the viewport the quiz starts loading, so it is ready when seen. */
export const QUIZ_LOAD_MARGIN = '600px 0px';

/** The interactive quiz once the element has come within the margin of the viewport. */
function useInteractiveWhenNear(ref: React.RefObject<HTMLElement | null>): Interactive | null {
  const [component, setComponent] = useState<Interactive | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let live = true;
    const load = () => {
      loadInteractiveQuiz().then(
        // An updater: a component passed to setState directly would be called as one.
        (loaded) => live && setComponent(() => loaded),
        // Offline: the static quiz stays, complete; a later visit tries again.
        (error: unknown) => console.error('[quiz] could not load the interactive quiz', error),
      );
    };
    const stop = onceNear(element, QUIZ_LOAD_MARGIN, load);
    return () => {
      live = false;
      stop();
    };
  }, [ref]);
  return component;
}

export function Quiz({ children }: { children?: React.ReactNode }): React.JSX.Element {
  const ref = useRef<HTMLElement>(null);
  const InteractiveQuiz = useInteractiveWhenNear(ref);
  return (
    <section
      ref={ref}
      aria-label="Quiz"
      data-quiz={InteractiveQuiz ? 'interactive' : 'static'}
      className="my-8"
    >
      {InteractiveQuiz ? <InteractiveQuiz markup={children} /> : children}
    </section>
  );
}
