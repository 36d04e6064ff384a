/**
 * A hint ladder from the MDX an author writes, through the real compiler: nested so that each
 * hint shows after the one before, then opened one at a time with focus, an announcement and the
 * record of hints opened before solving.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { makeProblem } from '../../../test-utils/problemFixture';
import { compileAll } from '../../../mdx/__tests__/compileInNode';
import type { ArticleData } from '../../../mdx/article';
import { DeferredStatusPicker } from '../../deferred/DeferredPickers';
import { Article } from '../Article';
import { ProblemListsProvider } from '../ProblemListsContext';

const PROBLEM = makeProblem({ name: 'Repetitions', uniqueID: 'cses-1069', url: 'cses-1069' });
const LISTS = { practice: [PROBLEM] };

const compiled = compileAll({
  module: {
    text: '<Hints problem="Repetitions">\n<Hint>Look at runs.</Hint>\n<Hint>Keep the current run.</Hint>\n<Hint>Reset it when the letter changes.</Hint>\n</Hints>\n',
  },
  solution: { text: '<Hints>\n<Hint>One.</Hint>\n<Hint>Two.</Hint>\n</Hints>\n' },
});

function articleOf(name: keyof typeof compiled): ArticleData {
  const result = compiled[name];
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const { article } = result;
  return { ...article, blocks: article.html.length, htmlUrl: `/${name}.json` };
}

function ladder() {
  return (
    <ProblemListsProvider lists={LISTS} moduleId="intro">
      <Article article={articleOf('module')} />
      <DeferredStatusPicker uniqueID="cses-1069" problemName="Repetitions" moduleId="intro" />
    </ProblemListsProvider>
  );
}

/** Opens hint n as a browser does on a click on its summary: `open`, then a `toggle` event. */
function openHint(container: HTMLElement, n: number) {
  const details = container.querySelector(`details[data-hint="${n}"]`) as HTMLDetailsElement;
  act(() => {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  });
}

describe('Hints', () => {
  it('nests each hint in the one before, so the first shows first and each later one after', () => {
    const { container } = renderWithUserData(ladder());
    const ladderSection = screen.getByRole('region', { name: 'Hints: Repetitions' });
    expect(ladderSection.id).toBe('hints-repetitions');
    const first = container.querySelector('details[data-hint="1"]') as HTMLElement;
    expect(first.querySelector(':scope > summary')?.textContent).toContain('Show hint 1');
    expect(
      first.querySelector(':scope > details[data-hint="2"] > details[data-hint="3"]'),
    ).not.toBeNull();
    expect(container.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('moves focus to the hint just opened and announces it', () => {
    const { container } = renderWithUserData(ladder());
    openHint(container, 1);
    expect(document.activeElement?.textContent).toBe('Look at runs.');
    expect(screen.getByText('Hint 1 of 3 shown.')).toBeInTheDocument();
    openHint(container, 2);
    expect(document.activeElement?.textContent).toBe('Keep the current run.');
  });

  it('records hints opened before solving, and the status then reads "Solved with hints"', () => {
    const { container, store } = renderWithUserData(ladder());
    openHint(container, 1);
    openHint(container, 2);
    expect(store.getState().hintsUsed).toEqual({ 'cses-1069': '2' });
    act(() => {
      store.setProblemStatus('cses-1069', 'Solved', 'intro');
    });
    expect(
      screen.getByRole('button', { name: 'Status of Repetitions: Solved with hints' }),
    ).toHaveTextContent('Solved· with hints');
  });

  it('records nothing for hints opened after solving: the solve stays plain', () => {
    const { container, store } = renderWithUserData(ladder());
    act(() => {
      store.setProblemStatus('cses-1069', 'Solved', 'intro');
    });
    openHint(container, 1);
    expect(store.getState().hintsUsed).toEqual({});
    expect(
      screen.getByRole('button', { name: 'Status of Repetitions: Solved' }),
    ).toBeInTheDocument();
  });

  it('on a solution page, belongs to the page problem', () => {
    const { container, store } = renderWithUserData(
      <ProblemListsProvider lists={{}} pageProblem={PROBLEM}>
        <Article article={articleOf('solution')} />
      </ProblemListsProvider>,
    );
    expect(container.querySelector('section')?.id).toBe('hints');
    openHint(container, 1);
    expect(store.getState().hintsUsed).toEqual({ 'cses-1069': '1' });
  });
});
