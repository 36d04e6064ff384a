/**
 * A hint ladder as the compiler writes it into the article: each hint a `<details>` inside the
 * one before it, so that without JavaScript the ladder reads as it should ("Show hint 1" first,
 * each later hint behind the one before). The page renders it like any article HTML; the widget
 * (src/components/mdx/Hints.tsx) adds only what needs script: focus on the hint just opened, an
 * announcement, and the record of hints opened before solving, all read from these attributes.
 *
 * ```html
 * <p>Hints: Name <span>(3 steps; open one at a time)</span></p>
 * <details data-hint="1">
 *   <summary><span>Show hint 1</span><span>Hint 1 of 3</span></summary>   ← one label shows
 *   <div data-hint-body tabindex="-1">…the hint</div>
 *   <details data-hint="2">…</details>
 * </details>
 * ```
 */
import type { ArticleElement, ArticleNode } from './article';
import { HINT_TAG, hintsHeading } from '../content-model/hintTags';
import { isJsxTag, type JsxElement, type ToChildren } from './jsxNodes';

/** The label of a closed hint's summary, and of an open one's (child selector: not nested ones). */
const CLOSED_LABEL = '[details[open]>summary>&]:hidden';
const OPEN_LABEL = 'hidden [details[open]>summary>&]:inline';

const SUMMARY_CLASS =
  'inline-block cursor-pointer rounded-md border border-amber-600 px-3 py-1 text-sm font-medium text-amber-900 hover:bg-amber-50 dark:border-amber-400 dark:text-amber-200 dark:hover:bg-amber-950';
const BODY_CLASS =
  'mt-2 border-l-4 border-amber-500 pl-3 outline-none focus-visible:ring-2 focus-visible:ring-amber-500 [&>p]:my-2';

/**
 * The children of a `<Hints>` element in the article (its shape checked by hintLadder.ts; what is
 * not a `<Hint>` has been reported there and is left out).
 */
export function toHintLadder(
  ladder: JsxElement,
  problem: string | undefined,
  toChildren: ToChildren,
): ArticleNode[] {
  const hints = ladder.children.filter((child) => isJsxTag(child, HINT_TAG));
  let nested: ArticleElement | null = null;
  for (let i = hints.length - 1; i >= 0; i--) {
    const step = i + 1;
    nested = {
      tag: 'details',
      props: { className: 'mt-2', 'data-hint': String(step) },
      children: [
        {
          tag: 'summary',
          props: { className: SUMMARY_CLASS },
          children: [
            { tag: 'span', props: { className: CLOSED_LABEL }, children: [`Show hint ${step}`] },
            {
              tag: 'span',
              props: { className: OPEN_LABEL },
              children: [`Hint ${step} of ${hints.length}`],
            },
          ],
        },
        {
          tag: 'div',
          props: { 'data-hint-body': '', tabIndex: '-1', className: BODY_CLASS },
          children: toChildren(hints[i].children, hints[i]),
        },
        ...(nested ? [nested] : []),
      ],
    };
  }
  const heading: ArticleElement = {
    tag: 'p',
    props: { className: 'font-semibold text-gray-900 dark:text-gray-100' },
    children: [
      `${hintsHeading(problem)} `,
      {
        tag: 'span',
        props: { className: 'text-sm font-normal text-gray-600 dark:text-gray-400' },
        children: [`(${hints.length} steps; open one at a time)`],
      },
    ],
  };
  return nested ? [heading, nested] : [heading];
}
