/**
 * A student's answer to one quiz question, as `quizAnswers` stores it: `right:1,3` (whether it
 * was right when checked, then the chosen choices by their 1-based position). A string, so the
 * machinery every map field shares (entry-by-entry sync, values of a newer version kept) holds
 * it as it is; fieldSpecs.ts has the pattern.
 */
import { QUIZ_ANSWER_PATTERN } from './fieldSpecs';

export interface QuizAnswer {
  /** The chosen choices, by 1-based position in the question, ascending. */
  choices: number[];
  /** Whether the answer was right when the student checked it. */
  right: boolean;
}

export function toQuizAnswerValue(answer: QuizAnswer): string {
  const choices = [...new Set(answer.choices)].sort((a, b) => a - b);
  return `${answer.right ? 'right' : 'wrong'}:${choices.join(',')}`;
}

/** The answer a stored value holds; null for none, or a value of another format. */
export function readQuizAnswer(value: string | undefined): QuizAnswer | null {
  if (value === undefined || !QUIZ_ANSWER_PATTERN.test(value)) return null;
  const [verdict, choices] = value.split(':');
  return { right: verdict === 'right', choices: choices.split(',').map(Number) };
}
