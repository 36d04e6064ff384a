import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { blankNonProse } from '../../../content-model/mdx';
import { makeProblem as problem } from '../../../test-utils/problemFixture';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { ProblemListsProvider } from '../ProblemListsContext';
import { mdxComponents } from '../registry';

const { Problems, FocusProblem, Warning, Optional, IncompleteSection } = mdxComponents;

const lists = {
  focus: [
    problem({ solution: { kind: 'internal', label: 'Internal Sol', url: '/solutions/cses-1068' } }),
  ],
  practice: [
    problem({
      name: 'A',
      uniqueID: 'a',
      url: 'https://example.com/a',
      solution: { kind: 'link', label: 'External Sol', url: 'https://example.com/sol' },
    }),
    problem({
      name: 'B',
      uniqueID: 'b',
      starred: true,
      solution: { kind: 'text', label: 'Check CF', labelTooltip: 'See the editorial' },
    }),
    problem({
      name: 'C',
      uniqueID: 'c',
      solution: { kind: 'sketch', sketch: 'Sort, then sweep.' },
    }),
    problem({ name: 'D', uniqueID: 'd' }),
  ],
};

describe('MDX registry', () => {
  it('has a component for every tag used in content and solutions', () => {
    const root = join(__dirname, '..', '..', '..', '..');
    const files = ['content', 'solutions'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => join(root, dir, f)),
    );
    expect(files.length).toBeGreaterThan(0);
    const used = new Set(
      files.flatMap((f) =>
        [...blankNonProse(readFileSync(f, 'utf8')).matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]),
      ),
    );
    expect([...used].filter((tag) => !(tag in mdxComponents))).toEqual([]);
  });

  it('has a component for every widget the guide documents', () => {
    expect(Object.keys(mdxComponents).sort()).toEqual(
      [
        'pre',
        'Info',
        'Warning',
        'Optional',
        'IncompleteSection',
        'Spoiler',
        'Problems',
        'FocusProblem',
        'Resources',
        'Resource',
        'LanguageSection',
        'CPPSection',
        'JavaSection',
        'PySection',
        'Asterisk',
        'YouTube',
        'Quiz',
        'Question',
        'Choice',
        'Explanation',
        'Hints',
        'Hint',
      ].sort(),
    );
  });

  it('renders a problem list from the module context as the problems table', () => {
    renderWithUserData(
      <ProblemListsProvider lists={lists} moduleId="intro">
        <Problems problems="practice" />
      </ProblemListsProvider>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByRole('link', { name: 'A' })).toHaveAttribute(
      'href',
      'https://example.com/a',
    );
    expect(within(rows[0]).getByRole('button', { name: /Status of A/ })).toBeInTheDocument();
  });

  it('renders the focus problem card with its note and status', () => {
    renderWithUserData(
      <ProblemListsProvider lists={lists}>
        <FocusProblem problem="focus" />
      </ProblemListsProvider>,
    );
    expect(
      screen.getByText('Focus Problem – read through this problem before continuing!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weird Algorithm' })).toHaveAttribute(
      'href',
      'https://cses.fi/problemset/task/1068',
    );
    expect(screen.getByRole('button', { name: /Status of Weird Algorithm/ })).toBeInTheDocument();
  });

  it('prefixes callout titles by variant', () => {
    render(
      <>
        <Warning title="Overflow">Use 64 bits.</Warning>
        <Optional title="Proof">Skip on first reading.</Optional>
        <IncompleteSection />
      </>,
    );
    expect(screen.getByText('Warning: Overflow')).toBeInTheDocument();
    expect(screen.getByText('Optional: Proof')).toBeInTheDocument();
    expect(screen.getByText('This section is not complete.')).toBeInTheDocument();
  });
});
