/** The frame of one question, the same in the static and the interactive quiz (no shift). */
export const QUESTION_CLASS =
  'my-6 rounded-md border border-gray-300 bg-white p-4 dark:border-gray-600 dark:bg-gray-900';
