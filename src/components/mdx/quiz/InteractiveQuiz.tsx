/**
 * The interactive quiz, a chunk of its own (Quiz.tsx loads it when the quiz is scrolled near):
 * one form per question.
 */
import React from 'react';
import { QuizQuestion } from './QuizQuestion';
import type { QuizQuestionData } from './quizData';

export function InteractiveQuiz({
  questions,
}: {
  questions: QuizQuestionData[];
}): React.JSX.Element {
  return (
    <ol className="!list-none !pl-0">
      {questions.map((question, n) => (
        <QuizQuestion key={question.id} question={question} number={n + 1} />
      ))}
    </ol>
  );
}
