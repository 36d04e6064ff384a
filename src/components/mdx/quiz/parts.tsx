/**
 * The parts of a quiz as authors write them (docs/authoring.md, "Quizzes"): `<Question id
 * multiple>` holds its prompt and its `<Choice correct>`s, each ending with its `<Explanation>`.
 * They are data for `<Quiz>` (quizData.ts reads them by component identity), never rendered
 * on their own: the compiler rejects one outside its place (src/mdx/quiz.ts).
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
