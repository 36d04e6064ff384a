/**
 * The interactive quiz, a chunk of its own (Quiz.tsx loads it when the quiz is scrolled near):
 * one form per question, read from the quiz's static markup.
 */
import React, { useMemo } from 'react';
import { QuizQuestion } from './QuizQuestion';
import { readQuizMarkup } from './quizData';

export function InteractiveQuiz({ markup }: { markup: React.ReactNode }): React.JSX.Element {
  const questions = useMemo(() => readQuizMarkup(markup), [markup]);
  return (
    <ol className="!list-none !pl-0">
      {questions.map((question, n) => (
        <QuizQuestion key={question.id} question={question} number={n + 1} />
      ))}
    </ol>
  );
}
