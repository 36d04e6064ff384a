/**
 * A quiz question's saved answer as React state. In a file of its own so that only the quiz's
 * chunk carries it (the barrel's modules are free of side effects: a bundle keeps what it uses).
 */
import { useCallback, useMemo } from 'react';
import { useUserDataStore } from './UserDataContext';
import { useSelect } from './hooks';
import { readQuizAnswer, toQuizAnswerValue, type QuizAnswer } from './quizAnswers';

/**
 * `[answer, setAnswer]` for one quiz question: the student's last checked answer (null: none),
 * stored under the question's id, which is unique in the guide.
 */
export function useQuizAnswer(
  questionId: string,
): [QuizAnswer | null, (answer: QuizAnswer) => void] {
  const store = useUserDataStore();
  const stored = useSelect(
    'quizAnswers',
    () => store.getState().quizAnswers[questionId],
    () => undefined,
  );
  const answer = useMemo(() => readQuizAnswer(stored), [stored]);
  const setAnswer = useCallback(
    (next: QuizAnswer) =>
      store.setField('quizAnswers', {
        ...store.getState().quizAnswers,
        [questionId]: toQuizAnswerValue(next),
      }),
    [store, questionId],
  );
  return [answer, setAnswer];
}
