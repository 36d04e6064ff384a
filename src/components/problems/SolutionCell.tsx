/** The Solution column: one rendering per solution kind, plus the quality mark. */
import React, { Suspense, lazy, useState } from 'react';
import { Link } from 'gatsby';
import type { Problem } from '../../content-model/types';
import { Tooltip } from '../tooltip/Tooltip';
import { NO_SOLUTION_TOOLTIP, QUALITY_MARKS } from './texts';

// The dialog code loads with the first click on a sketch button, not with the page.
const SketchModal = lazy(() =>
  import('./SketchModal').then((module) => ({ default: module.SketchModal })),
);

const LINK = 'text-blue-800 underline dark:text-blue-300';

function SketchButton({ problem, sketch }: { problem: Problem; sketch: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rounded px-2 py-0.5 text-blue-800 underline hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-gray-800"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Show Sketch
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SketchModal
            open={open}
            onClose={() => setOpen(false)}
            problemName={problem.name}
            sketch={sketch}
          />
        </Suspense>
      )}
    </>
  );
}

function SolutionBody({ problem }: { problem: Problem }): React.JSX.Element {
  const solution = problem.solution;
  if (!solution) {
    return (
      <Tooltip content={NO_SOLUTION_TOOLTIP} focusable label="No solution yet">
        <span aria-hidden="true" className="text-gray-600 dark:text-gray-400">
          —
        </span>
      </Tooltip>
    );
  }
  switch (solution.kind) {
    case 'internal':
      return (
        <Link to={solution.url ?? '#'} className={LINK}>
          {solution.label ?? 'Internal Sol'}
        </Link>
      );
    case 'link':
      return (
        <a href={solution.url} target="_blank" rel="noreferrer" className={LINK}>
          {solution.label ?? 'External Sol'}
        </a>
      );
    case 'text':
      return solution.labelTooltip ? (
        <Tooltip content={solution.labelTooltip} focusable className="border-b border-dotted">
          {solution.label}
        </Tooltip>
      ) : (
        <span title={solution.label}>{solution.label}</span>
      );
    case 'sketch':
      return <SketchButton problem={problem} sketch={solution.sketch ?? ''} />;
  }
}

/** Quality only means something for a solution we wrote: internal ones and sketches. */
function qualityOf(problem: Problem) {
  const kind = problem.solution?.kind;
  if (kind === 'sketch') return QUALITY_MARKS.bad;
  if (kind === 'internal') return QUALITY_MARKS[problem.solQuality];
  return null;
}

export function SolutionCell({ problem }: { problem: Problem }): React.JSX.Element {
  const mark = qualityOf(problem);
  return (
    <span className="flex min-w-0 items-center gap-1 whitespace-nowrap">
      {/* The column has a fixed width: a long label (an author's note) is cut with an
          ellipsis, whole in the title, and the quality mark beside it stays in view. */}
      <span className="min-w-0 truncate">
        <SolutionBody problem={problem} />
      </span>
      {mark && (
        <Tooltip content={mark.tooltip} focusable label={mark.tooltip} className="shrink-0">
          <span
            aria-hidden="true"
            className={
              problem.solQuality === 'good' && problem.solution?.kind === 'internal'
                ? 'text-green-700 dark:text-green-400'
                : 'text-yellow-700 dark:text-yellow-400'
            }
          >
            {mark.symbol}
          </span>
        </Tooltip>
      )}
    </span>
  );
}
