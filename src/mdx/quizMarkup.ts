/**
 * A `<Quiz>` as the compiler writes it into the article: the quiz a reader without JavaScript
 * gets (every question with its choices listed, the answer and every choice's explanation in a
 * `<details>`), as plain elements. The page renders it like any article HTML, so a module page's
 * first-load JavaScript holds no quiz code; the interactive quiz, loaded when the quiz is
 * scrolled near (src/components/mdx/quiz/), reads its questions back from this markup by the
 * `data-` attributes below.
 *
 * Markup, the quiz's shape (checked by quiz.ts) in article elements:
 *
 * ```html
 * <ol>
 *   <li data-question="id" data-multiple>          one per question; data-multiple: choose all
 *     <div data-quiz-part="prompt"><span class="sr-only">Question 1. </span>…prompt</div>
 *     <p>Choose one.</p>
 *     <ul data-quiz-part="choices"><li><div>(space for a radio button) A. <span data-choice-body>…choice</span></div></li>…</ul>
 *     <div></div>                                    where the interactive quiz says its result
 *     <details><summary>Show the answer</summary>
 *       <ul data-quiz-part="answers"><li data-correct="true"><strong>A: correct.</strong> …</li>…</ul>
 *     </details>
 *   </li>
 * </ol>
 * ```
 *
 * The structure stays elements (the parts' content may become static blocks), so the interactive
 * quiz can take each prompt, choice and explanation as it is rendered, widgets included.
 */
import type { ArticleElement, ArticleNode } from './article';
import { isFlagSet, isJsxTag, jsxAttribute, type JsxElement, type ToChildren } from './jsxNodes';

/** The frame of one question, the same in the static and the interactive quiz (no shift). */
export const QUESTION_CLASS =
  'my-6 rounded-md border border-gray-300 bg-white p-4 dark:border-gray-600 dark:bg-gray-900';

/** The line where the interactive quiz announces its result (empty in the static quiz). */
export const STATUS_CLASS = '!my-2 min-h-[1.5rem] font-semibold';

/** The space of a choice's radio button or checkbox (13 px square, as Chromium draws them). */
const CONTROL_SPACE_CLASS = 'mt-1.5 inline-block h-[13px] w-[13px] shrink-0';

/** "Show the answer", the size of the interactive quiz's Check button. */
const ANSWER_SUMMARY_CLASS =
  'inline-block cursor-pointer rounded-md bg-gray-100 px-4 py-1.5 font-semibold text-gray-900 hover:bg-gray-200 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';

/** The `data-quiz-part` of the elements the interactive quiz reads. */
export const QUIZ_PART = { prompt: 'prompt', choices: 'choices', answers: 'answers' } as const;

/** A choice's letter as shown: A, B, C, … */
export const choiceLetter = (index: number): string => String.fromCharCode(65 + index);

function attributeText(node: JsxElement, name: string): string {
  const value = jsxAttribute(node, name)?.value;
  return typeof value === 'string' ? value : '';
}

const element = (
  tag: string,
  props: Record<string, string> | undefined,
  children: ArticleNode[],
): ArticleElement => ({ tag, ...(props && { props }), children });

function toQuestion(question: JsxElement, number: number, toChildren: ToChildren): ArticleElement {
  const first = question.children.findIndex((child) => isJsxTag(child, 'Choice'));
  const prompt = first === -1 ? question.children : question.children.slice(0, first);
  const choices = question.children.filter((child) => isJsxTag(child, 'Choice'));
  // Anything else after the first choice was reported by quiz.ts, or is reported here (a quiz
  // part out of its place); it is not part of the quiz.
  if (first !== -1) {
    toChildren(
      question.children.slice(first).filter((child) => !isJsxTag(child, 'Choice')),
      question,
    );
  }
  const multiple = isFlagSet(question, 'multiple');
  // Each choice is laid out as the interactive quiz lays it out, an empty box where its radio
  // button or checkbox will be, so that nothing below the quiz moves when it becomes interactive.
  const bodies = choices.map((choice, i) =>
    element('li', { className: 'my-2' }, [
      element('div', { className: 'flex items-start gap-2 p-1' }, [
        element('span', { 'aria-hidden': 'true', className: CONTROL_SPACE_CLASS }, []),
        element('span', { className: 'font-semibold' }, [`${choiceLetter(i)}.`]),
        element(
          'span',
          { 'data-choice-body': '' },
          toChildren(
            choice.children.filter((child) => !isJsxTag(child, 'Explanation')),
            choice,
          ),
        ),
      ]),
    ]),
  );
  const answers = choices.map((choice, i) => {
    const correct = isFlagSet(choice, 'correct');
    const explanation = choice.children.find((child) => isJsxTag(child, 'Explanation'));
    return element('li', { 'data-correct': String(correct), className: 'mt-2' }, [
      element('strong', undefined, [
        `${choiceLetter(i)}: ${correct ? 'correct.' : 'not correct.'}`,
      ]),
      ' ',
      ...(explanation ? toChildren(explanation.children, explanation) : []),
    ]);
  });
  return element(
    'li',
    {
      'data-question': attributeText(question, 'id'),
      ...(multiple && { 'data-multiple': '' }),
      className: QUESTION_CLASS,
    },
    [
      element('div', { 'data-quiz-part': QUIZ_PART.prompt }, [
        element('span', { className: 'sr-only' }, [`Question ${number}. `]),
        ...toChildren(prompt, question),
      ]),
      element('p', { className: 'text-sm italic' }, [
        multiple ? 'Choose all that apply.' : 'Choose one.',
      ]),
      element(
        'ul',
        { 'data-quiz-part': QUIZ_PART.choices, className: '!list-none !pl-0 [&_p]:!my-0' },
        bodies,
      ),
      // Where the interactive quiz says its result: the same height, empty.
      element('div', { 'aria-hidden': 'true', className: STATUS_CLASS }, []),
      element('details', undefined, [
        element('summary', { className: ANSWER_SUMMARY_CLASS }, ['Show the answer']),
        element(
          'ul',
          { 'data-quiz-part': QUIZ_PART.answers, className: '!list-none !pl-0' },
          answers,
        ),
      ]),
    ],
  );
}

/**
 * The article element of a `<Quiz>` (its shape checked by quiz.ts). Whatever is not part of
 * the quiz's shape is reported (by quiz.ts, or by `toChildren` for a quiz part out of its place)
 * and left out.
 */
export function toQuizElement(quiz: JsxElement, toChildren: ToChildren): ArticleElement {
  const questions = quiz.children.filter((child) => isJsxTag(child, 'Question'));
  toChildren(
    quiz.children.filter((child) => !isJsxTag(child, 'Question')),
    quiz,
  );
  return element('Quiz', undefined, [
    element(
      'ol',
      { className: '!list-none !pl-0' },
      questions.map((question, n) => toQuestion(question, n + 1, toChildren)),
    ),
  ]);
}
