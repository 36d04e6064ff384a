/**
 * The shape of a `<Quiz>`, checked where the MDX is compiled so that the build, `npm run
 * validate` and the live preview reject the same mistakes, each at its line with its fix:
 *
 * ```mdx
 * <Quiz>
 * <Question id="status-solved" multiple>   ← `multiple`: choose all that apply (checkboxes)
 * The prompt, any Markdown.
 * <Choice correct>The choice's text <Explanation>Why it is right.</Explanation></Choice>
 * <Choice>Another choice <Explanation>Why it is wrong.</Explanation></Choice>
 * </Question>
 * </Quiz>
 * ```
 *
 * The widgets (src/components/mdx/quiz/) rely on exactly this shape.
 */
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { MAX_QUESTION_ID_LENGTH, QUESTION_ID_PATTERN } from '../content-model/questionId';
import { isBare, isJsx, isJsxTag, type HastChild, type JsxElement } from './jsxNodes';

/** Why `id` cannot be a question id, or null when it can. */
function questionIdProblem(id: unknown): string | null {
  if (typeof id !== 'string') return 'needs an id="…" written as plain text';
  if (id.length > MAX_QUESTION_ID_LENGTH) {
    return `has an id of ${id.length} characters; at most ${MAX_QUESTION_ID_LENGTH} are allowed`;
  }
  if (!QUESTION_ID_PATTERN.test(id)) {
    return `has the id "${id}"; an id is lowercase letters and digits in words joined by hyphens`;
  }
  return null;
}

/** The tags that belong to a quiz; each is an error anywhere but its place in one. */
export const QUIZ_PART_TAGS = ['Question', 'Choice', 'Explanation'] as const;

export type Report = (node: HastChild, message: string) => void;

/** A part reported where it stands, by hastToArticle (it is out of its place). */
const isQuizPart = (node: HastChild): boolean =>
  isJsx(node) && (QUIZ_PART_TAGS as readonly (string | null)[]).includes(node.name);

/** Whether a node shows anything: not blank text, not an MDX comment (an empty expression). */
function isContent(node: HastChild): boolean {
  if (node.type === 'text') return node.value.trim() !== '';
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    return (node.data?.estree?.body.length ?? 0) > 0;
  }
  if (node.type === 'comment') return false;
  if (node.type === 'element' && node.tagName === 'p') return node.children.some(isContent);
  return true;
}

const ATTRIBUTES: Record<string, readonly string[]> = {
  Quiz: [],
  Question: ['id', 'multiple'],
  Choice: ['correct'],
  Explanation: [],
};

function attributes(node: JsxElement, report: Report): Map<string, MdxJsxAttribute> {
  const found = new Map<string, MdxJsxAttribute>();
  const allowed = ATTRIBUTES[node.name ?? ''] ?? [];
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue; // a spread: reported with the props
    if (allowed.includes(attribute.name)) found.set(attribute.name, attribute);
    else {
      const known = allowed.length > 0 ? `it takes ${allowed.join(', ')}` : 'it takes none';
      report(
        node,
        `<${node.name}> has no attribute "${attribute.name}" (${known}).\n  Fix: Remove "${attribute.name}"${allowed.length > 0 ? ` or write one of: ${allowed.join(', ')}` : ''}.`,
      );
    }
  }
  return found;
}

/** A bare flag (`correct`, `multiple`); written with a value it is reported and read as false. */
function flag(node: JsxElement, attribute: MdxJsxAttribute | undefined, report: Report): boolean {
  if (!attribute) return false;
  if (isBare(attribute)) return true;
  report(
    node,
    `<${node.name} ${attribute.name}=…> takes no value.\n  Fix: Write the bare word: <${node.name} ${attribute.name}>, or leave it out.`,
  );
  return false;
}

function checkChoice(choice: JsxElement, report: Report): boolean {
  const correct = flag(choice, attributes(choice, report).get('correct'), report);
  const children = choice.children.filter(isContent);
  const explanations = children.filter((child) => isJsxTag(child, 'Explanation'));
  if (explanations.length !== 1) {
    report(
      choice,
      explanations.length === 0
        ? '<Choice> has no <Explanation>: every choice says why it is right or wrong, shown once the student has answered.\n  Fix: End the choice with <Explanation>…</Explanation>.'
        : `<Choice> has ${explanations.length} <Explanation>s.\n  Fix: Keep one <Explanation> per choice.`,
    );
  } else if (children[children.length - 1] !== explanations[0]) {
    report(
      explanations[0],
      '<Explanation> must come last in its <Choice>: the text before it is the choice.\n  Fix: Move the choice\u2019s text before <Explanation>.',
    );
  }
  if (!children.some((child) => !isJsxTag(child, 'Explanation'))) {
    report(
      choice,
      '<Choice> has no text to choose.\n  Fix: Write the choice before its <Explanation>.',
    );
  }
  for (const explanation of explanations) {
    attributes(explanation, report);
    if (!explanation.children.some(isContent)) {
      report(explanation, '<Explanation> is empty.\n  Fix: Say why this choice is right or wrong.');
    }
  }
  return correct;
}

function checkQuestion(question: JsxElement, report: Report): void {
  const found = attributes(question, report);
  const id = found.get('id');
  const idProblem = questionIdProblem(typeof id?.value === 'string' ? id.value : undefined);
  if (idProblem) {
    report(
      question,
      `<Question> ${idProblem}. Students' answers are saved under it.\n  Fix: Write <Question id="…"> with an id such as "status-solved", unique in the guide, and keep it once published.`,
    );
  }
  const multiple = flag(question, found.get('multiple'), report);
  const children = question.children.filter(isContent);
  // Choices run into the prompt's paragraph (no blank line): reported at each choice.
  if (
    children.some(
      (child) => child.type === 'element' && child.children.some((c) => isJsxTag(c, 'Choice')),
    )
  ) {
    return;
  }
  const choices = children.filter((child) => isJsxTag(child, 'Choice'));
  const firstChoice = children.findIndex((child) => isJsxTag(child, 'Choice'));
  const prompt = firstChoice === -1 ? children : children.slice(0, firstChoice);
  if (prompt.length === 0) {
    report(
      question,
      '<Question> has no prompt.\n  Fix: Write the question before its first <Choice>.',
    );
  }
  for (const child of children.slice(Math.max(firstChoice, 0))) {
    if (firstChoice !== -1 && !isJsxTag(child, 'Choice') && !isQuizPart(child)) {
      report(
        child,
        'Only <Choice>s may follow the first <Choice> of a <Question>.\n  Fix: Move this text into the prompt (before the first <Choice>) or into a choice\u2019s <Explanation>.',
      );
    }
  }
  if (choices.length < 2) {
    report(
      question,
      `<Question id="${typeof id?.value === 'string' ? id.value : ''}"> has ${choices.length} <Choice>${choices.length === 1 ? '' : 's'}; a question needs at least two.\n  Fix: Add <Choice>s, each with its <Explanation>.`,
    );
  }
  const correct = choices.filter((choice) => checkChoice(choice, report)).length;
  if (choices.length >= 2 && correct === 0) {
    report(
      question,
      '<Question> has no correct <Choice>.\n  Fix: Mark the right answer <Choice correct>.',
    );
  }
  if (correct > 1 && !multiple) {
    report(
      question,
      `<Question> has ${correct} correct choices but is not marked \`multiple\`: students could pick only one.\n  Fix: Write <Question id="…" multiple> (the student is told to choose all that apply), or keep one <Choice correct>.`,
    );
  }
}

/** Checks a `<Quiz>` element and everything in it. */
export function checkQuiz(quiz: JsxElement, report: Report): void {
  attributes(quiz, report);
  const children = quiz.children.filter(isContent);
  for (const child of children) {
    if (isJsxTag(child, 'Question')) checkQuestion(child, report);
    else if (!isQuizPart(child)) {
      report(
        child,
        'A <Quiz> holds only <Question>s.\n  Fix: Move this text before the <Quiz>, or into a question.',
      );
    }
  }
  if (!children.some((child) => isJsxTag(child, 'Question'))) {
    report(quiz, '<Quiz> has no <Question>.\n  Fix: Add <Question id="…"> elements inside it.');
  }
}

/** Where each quiz part belongs, for one found elsewhere. */
export const QUIZ_PART_PLACE: Record<(typeof QUIZ_PART_TAGS)[number], string> = {
  Question: '<Quiz>',
  Choice: '<Question>',
  Explanation: '<Choice>',
};
