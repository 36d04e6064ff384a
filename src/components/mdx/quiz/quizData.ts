/**
 * The questions of a quiz, read back from the markup the compiler writes for it
 * (src/mdx/quizMarkup.ts) as the article renders it: each prompt, choice and explanation is taken
 * as the React nodes already there, so a widget in a question (a code block) works the same in
 * the interactive quiz.
 */
import React from 'react';
import { QUIZ_PART } from '../../../mdx/quizMarkup';

export interface QuizChoiceData {
  /** The choice's text. */
  body: React.ReactNode[];
  explanation: React.ReactNode[];
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

type Props = Record<string, unknown> & { children?: React.ReactNode };

const elements = (children: React.ReactNode) =>
  React.Children.toArray(children).filter(React.isValidElement<Props>);

const childrenOf = (node: React.ReactElement<Props>) => React.Children.toArray(node.props.children);

/** The first element below `node` (itself included) whose props satisfy `test`. */
function find(
  node: React.ReactNode,
  test: (props: Props) => boolean,
): React.ReactElement<Props> | undefined {
  for (const child of elements(node)) {
    if (test(child.props)) return child;
    const found = find(child.props.children, test);
    if (found) return found;
  }
  return undefined;
}

const part = (question: React.ReactElement<Props>, name: string) =>
  find(question.props.children, (props) => props['data-quiz-part'] === name);

const isQuestion = (node: React.ReactElement<Props>) =>
  typeof node.props['data-question'] === 'string';

export function readQuizMarkup(markup: React.ReactNode): QuizQuestionData[] {
  const list = find(markup, (props) => elements(props.children).some(isQuestion));
  return elements(list?.props.children)
    .filter(isQuestion)
    .map((question) => {
      const prompt = part(question, QUIZ_PART.prompt);
      const bodies = elements(part(question, QUIZ_PART.choices)?.props.children);
      const answers = elements(part(question, QUIZ_PART.answers)?.props.children);
      return {
        id: question.props['data-question'] as string,
        multiple: 'data-multiple' in question.props,
        // The prompt's first child is the "Question n." said to screen readers.
        prompt: prompt ? childrenOf(prompt).slice(1) : [],
        choices: bodies.map((choice, i) => {
          const body = find(choice.props.children, (props) => 'data-choice-body' in props);
          return {
            body: body ? childrenOf(body) : [],
            // An answer is "<strong>A: correct.</strong>", a space, then the explanation.
            explanation: answers[i] ? childrenOf(answers[i]).slice(2) : [],
            correct: answers[i]?.props['data-correct'] === 'true',
          };
        }),
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
