/**
 * The quiz as the server renders it, and as it stays without JavaScript: every question with its
 * choices listed, and the answer with every choice's explanation in a `<details>`, so a reader
 * tries first and opens it after. The interactive quiz (InteractiveQuiz.tsx) replaces it once
 * the quiz is scrolled near.
 */
import React from 'react';
import { choiceLetter, type QuizQuestionData } from './quizData';
import { QUESTION_CLASS } from './quizStyles';

export function StaticQuiz({ questions }: { questions: QuizQuestionData[] }): React.JSX.Element {
  return (
    <ol className="!list-none !pl-0">
      {questions.map((question, n) => (
        <li key={question.id} data-question={question.id} className={QUESTION_CLASS}>
          <div>
            <span className="sr-only">Question {n + 1}. </span>
            {question.prompt}
          </div>
          <p className="text-sm italic">
            {question.multiple ? 'Choose all that apply.' : 'Choose one.'}
          </p>
          <ol className="![list-style-type:upper-alpha] [&_p]:!my-0">
            {question.choices.map((choice, i) => (
              <li key={i}>{choice.body}</li>
            ))}
          </ol>
          <details className="mt-3">
            <summary className="cursor-pointer font-semibold">Show the answer</summary>
            <ul className="!list-none !pl-0">
              {question.choices.map((choice, i) => (
                <li key={i} data-correct={choice.correct} className="mt-2">
                  <strong>
                    {choiceLetter(i)}: {choice.correct ? 'correct.' : 'not correct.'}
                  </strong>{' '}
                  {choice.explanation}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ol>
  );
}
