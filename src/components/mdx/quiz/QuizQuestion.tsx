/**
 * One question of the interactive quiz: radio buttons (choose one) or checkboxes (choose all that
 * apply), a Check button, then every choice marked right or wrong with its explanation, and Try
 * again. The result is announced (a live region that also takes the focus) and the answer saved
 * under the question's id, so a question answered right is shown answered on the next visit.
 */
import React, { useId, useRef, useState } from 'react';
import { useQuizAnswer } from '../../../user-data';
import { choiceLetter, QUESTION_CLASS, STATUS_CLASS } from '../../../mdx/quizMarkup';
import { correctChoices, isRightAnswer, type QuizQuestionData } from './quizData';

/** What the student is doing with the question; null: nothing yet (the saved answer shows). */
interface Attempt {
  chosen: number[];
  checked: boolean;
}

const CHOICE_STATE = {
  chosenRight: {
    mark: '✓',
    text: 'Your choice, correct.',
    className: 'text-green-800 dark:text-green-300',
  },
  chosenWrong: {
    mark: '✗',
    text: 'Your choice, not correct.',
    className: 'text-red-800 dark:text-red-300',
  },
  missed: {
    mark: '!',
    text: 'Correct, and you did not choose it.',
    className: 'text-amber-800 dark:text-amber-300',
  },
  notChosen: { mark: '–', text: 'Not correct.', className: 'text-gray-700 dark:text-gray-300' },
} as const;

function choiceState(correct: boolean, chosen: boolean): keyof typeof CHOICE_STATE {
  if (chosen) return correct ? 'chosenRight' : 'chosenWrong';
  return correct ? 'missed' : 'notChosen';
}

function resultMessage(question: QuizQuestionData, chosen: readonly number[]): string {
  if (isRightAnswer(question, chosen))
    return 'Correct! Each choice now shows why it is right or wrong.';
  const correct = correctChoices(question).map((position) => choiceLetter(position - 1));
  const answer =
    correct.length === 1
      ? `The answer is ${correct[0]}`
      : `The answers are ${correct.join(' and ')}`;
  return `Not quite. ${answer}. Each choice now shows why it is right or wrong.`;
}

export function QuizQuestion({
  question,
  number,
}: {
  question: QuizQuestionData;
  number: number;
}): React.JSX.Element {
  const [saved, save] = useQuizAnswer(question.id);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [notice, setNotice] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const firstInputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  // A saved answer that is right for the question as it is now shows as answered.
  const shown: Attempt =
    attempt ??
    (saved && saved.right && isRightAnswer(question, saved.choices)
      ? { chosen: saved.choices, checked: true }
      : { chosen: [], checked: false });
  const { chosen, checked } = shown;

  const toggle = (position: number) => {
    setNotice('');
    setAttempt({
      checked: false,
      chosen: question.multiple
        ? chosen.includes(position)
          ? chosen.filter((p) => p !== position)
          : [...chosen, position]
        : [position],
    });
  };
  const check = () => {
    if (chosen.length === 0) {
      setNotice(
        question.multiple ? 'Choose at least one answer first.' : 'Choose an answer first.',
      );
      statusRef.current?.focus();
      return;
    }
    setAttempt({ chosen, checked: true });
    setNotice('');
    save({ choices: chosen, right: isRightAnswer(question, chosen) });
    // After React has shown the result: the status says it, and Tab goes on to Try again.
    requestAnimationFrame(() => statusRef.current?.focus());
  };
  const tryAgain = () => {
    setAttempt({ chosen: [], checked: false });
    setNotice('');
    requestAnimationFrame(() => firstInputRef.current?.focus());
  };

  const status = checked ? resultMessage(question, chosen) : notice;
  return (
    <li
      data-question={question.id}
      data-state={checked ? (isRightAnswer(question, chosen) ? 'right' : 'wrong') : 'open'}
      className={QUESTION_CLASS}
    >
      <fieldset aria-labelledby={`${id}-prompt`} aria-describedby={`${id}-how`}>
        <div id={`${id}-prompt`}>
          <span className="sr-only">Question {number}. </span>
          {question.prompt}
        </div>
        <p id={`${id}-how`} className="text-sm italic">
          {question.multiple ? 'Choose all that apply.' : 'Choose one.'}
        </p>
        <ul className="!list-none !pl-0 [&_p]:!my-0">
          {question.choices.map((choice, i) => {
            const position = i + 1;
            const isChosen = chosen.includes(position);
            const state = CHOICE_STATE[choiceState(choice.correct, isChosen)];
            return (
              <li key={i} data-choice={choiceLetter(i)} className="my-2">
                <label className="flex cursor-pointer items-start gap-2 rounded p-1 hover:bg-gray-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 dark:hover:bg-gray-800">
                  <input
                    ref={i === 0 ? firstInputRef : undefined}
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={`quiz-${question.id}`}
                    value={position}
                    checked={isChosen}
                    disabled={checked}
                    onChange={() => toggle(position)}
                    className="mt-1.5"
                  />
                  <span aria-hidden="true" className="font-semibold">
                    {choiceLetter(i)}.
                  </span>
                  <span>{choice.body}</span>
                </label>
                {checked && (
                  <div
                    data-verdict
                    className="ml-7 mt-1 border-l-2 border-gray-300 pl-3 dark:border-gray-600"
                  >
                    <p className={`font-semibold ${state.className}`}>
                      <span aria-hidden="true">{state.mark} </span>
                      {state.text}
                    </p>
                    <div>{choice.explanation}</div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {/* Before the button: focused after Check, the result is read first, then Tab reaches Try again. */}
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          className={`${STATUS_CLASS} focus:outline-none`}
        >
          {status}
        </p>
        {checked ? (
          <button type="button" onClick={tryAgain} className={BUTTON_CLASS}>
            Try again
          </button>
        ) : (
          <button type="button" onClick={check} className={BUTTON_CLASS}>
            Check
          </button>
        )}
      </fieldset>
    </li>
  );
}

const BUTTON_CLASS =
  'rounded-md bg-blue-700 px-4 py-1.5 font-semibold text-white hover:bg-blue-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-400 dark:bg-blue-600 dark:hover:bg-blue-500';
