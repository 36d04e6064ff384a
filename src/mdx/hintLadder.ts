/**
 * The shape of a hint ladder as the compiler sees it: a `<Hints>` holds two to four `<Hint>`s
 * and nothing else, no hint is empty, and a `<Hint>` stands only in a `<Hints>`. Whose ladder it
 * is (its `problem`) is the content model's to check (src/content-model/hints.ts).
 */
import { HINT_TAG, HINTS_TAG, MAX_HINTS, MIN_HINTS } from '../content-model/hintTags';
import { isJsx, isJsxTag, type HastChild, type JsxElement } from './jsxNodes';

export interface LadderProblem {
  node: { position?: { start: { line: number; column: number } } };
  message: string;
}

const isBlank = (node: HastChild): boolean =>
  (node.type === 'text' && node.value.trim() === '') ||
  node.type === 'comment' ||
  // `{/* a comment */}`: an expression with no statement renders nothing.
  ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') &&
    (node.data?.estree?.body.length ?? 0) === 0);

/** Whether a node shows anything: text, math, an element, a widget. */
function hasContent(node: HastChild): boolean {
  if (isBlank(node)) return false;
  if (node.type === 'text') return true;
  if ('children' in node && node.children.length > 0) {
    return (node.children as HastChild[]).some(hasContent);
  }
  // An element with no children (an image, a rule) shows something; an empty widget does not.
  return node.type === 'element' || (node.type as string) === 'raw';
}

const describeNode = (node: HastChild): string =>
  isJsx(node)
    ? `<${node.name ?? ''}>`
    : node.type === 'element'
      ? `a <${node.tagName}> (text or Markdown)`
      : node.type === 'text'
        ? `the text "${node.value.trim().slice(0, 30)}"`
        : `\`${node.type}\``;

/** What is wrong with one `<Hints>`: its children, their number, an empty hint. */
export function checkHintLadder(ladder: JsxElement): LadderProblem[] {
  const problems: LadderProblem[] = [];
  const hints: JsxElement[] = [];
  for (const child of ladder.children as HastChild[]) {
    if (isBlank(child)) continue;
    if (isJsxTag(child, HINT_TAG)) {
      hints.push(child);
      continue;
    }
    problems.push({
      node: child.position ? child : ladder,
      message: `<${HINTS_TAG}> holds only <${HINT_TAG}>s, but here it holds ${describeNode(child)}.\n  Fix: Put every step of the ladder inside its own <${HINT_TAG}>…</${HINT_TAG}>, and the rest outside the <${HINTS_TAG}>.`,
    });
  }
  if (hints.length < MIN_HINTS || hints.length > MAX_HINTS) {
    problems.push({
      node: ladder,
      message: `<${HINTS_TAG}> has ${hints.length} <${HINT_TAG}>${hints.length === 1 ? '' : 's'}; a ladder has ${MIN_HINTS} to ${MAX_HINTS}.\n  Fix: ${
        hints.length < MIN_HINTS
          ? 'Split the idea into steps: a first nudge that gives nothing away, then each hint a step further.'
          : `Merge steps until ${MAX_HINTS} are left; the full idea belongs in the solution.`
      }`,
    });
  }
  for (const hint of hints) {
    if (!(hint.children as HastChild[]).some(hasContent)) {
      problems.push({
        node: hint,
        message: `This <${HINT_TAG}> is empty.\n  Fix: Write the hint between <${HINT_TAG}> and </${HINT_TAG}>, or remove it.`,
      });
    }
  }
  return problems;
}

/** A `<Hint>` outside a `<Hints>`. */
export function strayHintProblem(hint: JsxElement): LadderProblem {
  return {
    node: hint,
    message: `<${HINT_TAG}> stands outside a <${HINTS_TAG}>.\n  Fix: Put the hints of one problem together in <${HINTS_TAG}>…</${HINTS_TAG}> (with problem="…" in a module).`,
  };
}
