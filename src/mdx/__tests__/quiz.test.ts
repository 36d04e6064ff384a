/**
 * What the compiler makes of a `<Quiz>` (src/mdx/quiz.ts, quizMarkup.ts): a well-formed quiz
 * becomes the markup a reader without JavaScript gets and the interactive quiz reads, and each mistake an author can make is rejected at its line with its fix.
 */
import type { ArticleElement } from '../article';
import type { CompileArticleResult } from '../compileArticle';
import { compileAll } from './compileInNode';

const choice = (text: string, correct = false) =>
  `<Choice${correct ? ' correct' : ''}>${text} <Explanation>Why ${text}.</Explanation></Choice>`;

/** A quiz of one question (line 3) whose body is `body`. */
const quiz = (body: string, attributes = ' id="q"') =>
  `<Quiz>\n\n<Question${attributes}>\n\nThe prompt?\n\n${body}\n\n</Question>\n\n</Quiz>\n`;

const CASES: Record<string, string> = {
  good: quiz(`${choice('A', true)}\n${choice('B')}`),
  multiple: quiz(`${choice('A', true)}\n${choice('B', true)}\n${choice('C')}`, ' id="q" multiple'),
  noCorrect: quiz(`${choice('A')}\n${choice('B')}`),
  oneChoice: quiz(choice('A', true)),
  noExplanation: quiz(`${choice('A', true)}\n<Choice>B</Choice>`),
  twoCorrectNotMultiple: quiz(`${choice('A', true)}\n${choice('B', true)}`),
  noId: quiz(`${choice('A', true)}\n${choice('B')}`, ''),
  badId: quiz(`${choice('A', true)}\n${choice('B')}`, ' id="Status Solved"'),
  noPrompt: `<Quiz>\n\n<Question id="q">\n\n${choice('A', true)}\n${choice('B')}\n\n</Question>\n\n</Quiz>\n`,
  noBlankLine: `<Quiz>\n\n<Question id="q">\nThe prompt?\n${choice('A', true)}\n${choice('B')}\n</Question>\n\n</Quiz>\n`,
  strayChoice: `Text.\n\n${choice('A', true)}\n`,
  textAfterChoices: quiz(`${choice('A', true)}\n${choice('B')}\n\nA stray paragraph.`),
  misspelledFlag: quiz(
    `<Choice corect>A <Explanation>Why.</Explanation></Choice>\n${choice('B', true)}`,
  ),
  explanationFirst: quiz(
    `<Choice correct><Explanation>Why.</Explanation> A</Choice>\n${choice('B')}`,
  ),
  textInQuiz: `<Quiz>\n\nAn intro.\n\n<Question id="q">\n\nThe prompt?\n\n${choice('A', true)}\n${choice('B')}\n\n</Question>\n\n</Quiz>\n`,
};

let results: Record<string, CompileArticleResult>;
beforeAll(() => {
  results = compileAll(
    Object.fromEntries(Object.entries(CASES).map(([name, text]) => [name, { text }])),
  );
}, 60_000);

const problems = (name: string) => {
  const result = results[name];
  if (result.ok) throw new Error(`${name} compiled`);
  return result.problems.map((p) => `${p.line}: ${p.message}`);
};

describe('compiling a quiz', () => {
  it('gives the quiz as markup complete without JavaScript, its parts marked for the interactive quiz', () => {
    const result = results.good;
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const [quiz] = result.article.tree as ArticleElement[];
    expect(quiz.tag).toBe('Quiz');
    const [list] = quiz.children as ArticleElement[];
    const [question] = list.children as ArticleElement[];
    expect(question.props).toMatchObject({ 'data-question': 'q' });
    expect(question.props).not.toHaveProperty('data-multiple');
    const [prompt, instruction, choices, status, details] = question.children as ArticleElement[];
    expect(prompt).toEqual({
      tag: 'div',
      props: { 'data-quiz-part': 'prompt' },
      children: [
        { tag: 'span', props: { className: 'sr-only' }, children: ['Question 1. '] },
        { tag: 'p', children: ['The prompt?'] },
      ],
    });
    expect(instruction.children).toEqual(['Choose one.']);
    expect(choices.props).toMatchObject({ 'data-quiz-part': 'choices' });
    // Each choice: a box where its radio button will be, its letter, then its text.
    const choice = (letter: string, text: string) => ({
      tag: 'li',
      props: { className: 'my-2' },
      children: [
        {
          tag: 'div',
          props: expect.anything(),
          children: [
            {
              tag: 'span',
              props: expect.objectContaining({ 'aria-hidden': 'true' }),
              children: [],
            },
            { tag: 'span', props: { className: 'font-semibold' }, children: [`${letter}.`] },
            { tag: 'span', props: { 'data-choice-body': '' }, children: [text] },
          ],
        },
      ],
    });
    expect(choices.children).toEqual([choice('A', 'A '), choice('B', 'B ')]);
    // Where the interactive quiz will say its result, so that the quiz keeps its height.
    expect(status).toMatchObject({ tag: 'div', props: { 'aria-hidden': 'true' }, children: [] });
    expect(details.tag).toBe('details');
    const [summary, answers] = details.children as ArticleElement[];
    expect(summary.children).toEqual(['Show the answer']);
    expect(answers.props).toMatchObject({ 'data-quiz-part': 'answers' });
    expect(answers.children).toEqual([
      {
        tag: 'li',
        props: { 'data-correct': 'true', className: 'mt-2' },
        children: [{ tag: 'strong', children: ['A: correct.'] }, ' ', 'Why A.'],
      },
      {
        tag: 'li',
        props: { 'data-correct': 'false', className: 'mt-2' },
        children: [{ tag: 'strong', children: ['B: not correct.'] }, ' ', 'Why B.'],
      },
    ]);
  });

  it('marks a question with several correct choices as multiple', () => {
    const result = results.multiple;
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const [quiz] = result.article.tree as ArticleElement[];
    const [list] = quiz.children as ArticleElement[];
    const [question] = list.children as ArticleElement[];
    expect(question.props).toHaveProperty('data-multiple', '');
    expect((question.children as ArticleElement[])[1].children).toEqual(['Choose all that apply.']);
  });

  it.each([
    [
      'noCorrect',
      ['3: <Question> has no correct <Choice>.\n  Fix: Mark the right answer <Choice correct>.'],
    ],
    [
      'oneChoice',
      [
        '3: <Question id="q"> has 1 <Choice>; a question needs at least two.\n  Fix: Add <Choice>s, each with its <Explanation>.',
      ],
    ],
    [
      'noExplanation',
      [
        '8: <Choice> has no <Explanation>: every choice says why it is right or wrong, shown once the student has answered.\n  Fix: End the choice with <Explanation>…</Explanation>.',
      ],
    ],
    [
      'twoCorrectNotMultiple',
      [
        '3: <Question> has 2 correct choices but is not marked `multiple`: students could pick only one.\n  Fix: Write <Question id="…" multiple> (the student is told to choose all that apply), or keep one <Choice correct>.',
      ],
    ],
    [
      'noId',
      [
        `3: <Question> needs an id="…" written as plain text. Students' answers are saved under it.\n  Fix: Write <Question id="…"> with an id such as "status-solved", unique in the guide, and keep it once published.`,
      ],
    ],
    [
      'badId',
      [
        `3: <Question> has the id "Status Solved"; an id is lowercase letters and digits in words joined by hyphens. Students' answers are saved under it.\n  Fix: Write <Question id="…"> with an id such as "status-solved", unique in the guide, and keep it once published.`,
      ],
    ],
    [
      'noPrompt',
      ['3: <Question> has no prompt.\n  Fix: Write the question before its first <Choice>.'],
    ],
    [
      'noBlankLine',
      [
        '5: <Choice> is in one paragraph with the text before it.\n  Fix: Leave a blank line before <Choice> (and after the text above it).',
        '6: <Choice> is in one paragraph with the text before it.\n  Fix: Leave a blank line before <Choice> (and after the text above it).',
      ],
    ],
    [
      'strayChoice',
      [
        '3: <Choice> is outside a <Question>.\n  Fix: Put it directly inside a <Question> (docs/authoring.md, "Quizzes").',
      ],
    ],
    [
      'textAfterChoices',
      [
        '10: Only <Choice>s may follow the first <Choice> of a <Question>.\n  Fix: Move this text into the prompt (before the first <Choice>) or into a choice’s <Explanation>.',
      ],
    ],
    [
      'misspelledFlag',
      [
        '7: <Choice> has no attribute "corect" (it takes correct).\n  Fix: Remove "corect" or write one of: correct.',
      ],
    ],
    [
      'explanationFirst',
      [
        '7: <Explanation> must come last in its <Choice>: the text before it is the choice.\n  Fix: Move the choice’s text before <Explanation>.',
      ],
    ],
    [
      'textInQuiz',
      [
        '3: A <Quiz> holds only <Question>s.\n  Fix: Move this text before the <Quiz>, or into a question.',
      ],
    ],
  ])('rejects %s at its line, with the fix', (name, expected) => {
    expect(problems(name)).toEqual(expected);
  });
});
