/**
 * A `<Quiz>`'s children as questions: the shape src/mdx/quiz.ts guarantees, read by component
 * identity (never by a function's name), so the static and the interactive quiz render the same
 * data.
 */
import React from 'react';
import { Choice, Explanation, Question } from './parts';

export interface QuizChoiceData {
  /** The choice's text. */
  body: React.ReactNode[];
  explanation: React.ReactNode;
  correct: boolean;
}

export interface QuizQuestionData {
  /** Unique in the guide: the student's answer is saved under it. */
  id: string;
  /** Choose all that apply (checkboxes); otherwise one (radio buttons). */
  multiple: boolean;
  prompt: React.ReactNode[];
  choices: QuizChoiceData[];
}

type WithChildren = { children?: React.ReactNode };

function elementsOf<P>(children: React.ReactNode, type: React.ComponentType<P>) {
  return React.Children.toArray(children).filter(
    (child): child is React.ReactElement<P & WithChildren> =>
      React.isValidElement(child) && child.type === type,
  );
}

function toChoice(
  choice: React.ReactElement<{ correct?: boolean } & WithChildren>,
): QuizChoiceData {
  const children = React.Children.toArray(choice.props.children);
  const isExplanation = (child: React.ReactNode) =>
    React.isValidElement(child) && child.type === Explanation;
  const explanation = children.find(isExplanation) as React.ReactElement<WithChildren> | undefined;
  return {
    body: children.filter((child) => !isExplanation(child)),
    explanation: explanation?.props.children,
    correct: choice.props.correct === true,
  };
}

export function toQuizQuestions(children: React.ReactNode): QuizQuestionData[] {
  return elementsOf(children, Question).map((question) => {
    const parts = React.Children.toArray(question.props.children);
    const first = parts.findIndex((part) => React.isValidElement(part) && part.type === Choice);
    return {
      id: question.props.id,
      multiple: question.props.multiple === true,
      prompt: first === -1 ? parts : parts.slice(0, first),
      choices: elementsOf(question.props.children, Choice).map(toChoice),
    };
  });
}

/** The positions (1-based) of a question's correct choices. */
export function correctChoices(question: QuizQuestionData): number[] {
  return question.choices.flatMap((choice, i) => (choice.correct ? [i + 1] : []));
}

/** Whether a set of chosen positions is exactly the question's correct ones. */
export function isRightAnswer(question: QuizQuestionData, chosen: readonly number[]): boolean {
  const correct = correctChoices(question);
  const picked = new Set(chosen);
  return picked.size === correct.length && correct.every((position) => picked.has(position));
}

/** A choice's letter as shown: A, B, C, … */
export const choiceLetter = (index: number): string => String.fromCharCode(65 + index);
