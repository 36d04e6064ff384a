/**
 * The parts of a quiz as authors write them (docs/authoring.md, "Quizzes"): `<Question id
 * multiple>` holds its prompt and its `<Choice correct>`s, each ending with its `<Explanation>`.
 * The compiler turns a `<Quiz>` and its parts into the quiz's markup (src/mdx/quizMarkup.ts),
 * so these never reach a page; they are here because the registry names every tag an author
 * may write.
 */
import type React from 'react';

export function Question(_props: {
  id: string;
  multiple?: boolean;
  children?: React.ReactNode;
}): null {
  return null;
}

export function Choice(_props: { correct?: boolean; children?: React.ReactNode }): null {
  return null;
}

export function Explanation(_props: { children?: React.ReactNode }): null {
  return null;
}
