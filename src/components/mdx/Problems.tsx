/**
 * Minimal problem widgets so module pages render today: a plain accessible table and a focus
 * card. The module-experience issue replaces them with the full problems table.
 */
import React from 'react';
import { Link } from 'gatsby';
import type { Problem } from '../../content-model/problem';
import { useProblemList } from './ProblemListsContext';

function SolutionCell({ problem }: { problem: Problem }): React.JSX.Element {
  const solution = problem.solution;
  if (!solution) return <span className="text-gray-500">None yet</span>;
  switch (solution.kind) {
    case 'internal':
      return <Link to={solution.url ?? '#'}>{solution.label ?? 'Internal Sol'}</Link>;
    case 'link':
      return (
        <a href={solution.url} target="_blank" rel="noreferrer">
          {solution.label ?? 'External Sol'}
        </a>
      );
    case 'text':
      return <span title={solution.labelTooltip}>{solution.label}</span>;
    case 'sketch':
      return (
        <details>
          <summary className="cursor-pointer">Sketch</summary>
          <p>{solution.sketch}</p>
        </details>
      );
  }
}

function ProblemLink({ problem }: { problem: Problem }): React.JSX.Element {
  return (
    <a href={problem.url} target="_blank" rel="noreferrer" className="font-medium">
      {problem.name}
    </a>
  );
}

export function Problems({ problems }: { problems: string }): React.JSX.Element {
  const list = useProblemList(problems);
  return (
    <div className="my-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Problem Name</th>
            <th scope="col">Difficulty</th>
            <th scope="col">Tags</th>
            <th scope="col">Solution</th>
          </tr>
        </thead>
        <tbody>
          {list.map((problem) => (
            <tr key={problem.uniqueID}>
              <td title={problem.tooltipHoverDescription}>{problem.source}</td>
              <td>
                <ProblemLink problem={problem} />
                {problem.starred && <span aria-label="Starred"> ★</span>}
              </td>
              <td>{problem.difficulty}</td>
              <td>{problem.tags.join(', ')}</td>
              <td>
                <SolutionCell problem={problem} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function FocusProblem({ problem }: { problem: string }): React.JSX.Element | null {
  const [only] = useProblemList(problem);
  if (!only) return null;
  return (
    <aside className="my-6 rounded-lg border border-blue-300 p-4 dark:border-blue-700">
      <p className="text-sm font-semibold">
        Focus Problem – read through this problem before continuing!
      </p>
      <p className="mt-2">
        <ProblemLink problem={only} /> <span className="text-gray-500">({only.source})</span>
      </p>
    </aside>
  );
}
