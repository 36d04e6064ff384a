/**
 * Colours of problem statuses and module progress, as typed maps so every value has a style
 * (the problems table reuses them to tint rows). Light and dark variants on each.
 */
import type { ModuleProgress, ProblemStatus } from '../../user-data';

export interface ChoiceStyle {
  /** Badge / button colours. */
  badge: string;
  /** The small dot shown before the label in a list. */
  dot: string;
}

export const PROBLEM_STATUS_STYLES: Record<ProblemStatus, ChoiceStyle> = {
  'Not Attempted': {
    badge:
      'bg-gray-100 text-gray-800 ring-gray-300 dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600',
    dot: 'bg-gray-400 dark:bg-gray-500',
  },
  Solving: {
    badge:
      'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-900/60 dark:text-yellow-100 dark:ring-yellow-700',
    dot: 'bg-yellow-400',
  },
  Solved: {
    badge:
      'bg-green-100 text-green-900 ring-green-300 dark:bg-green-900/60 dark:text-green-100 dark:ring-green-700',
    dot: 'bg-green-500',
  },
  Ignored: {
    badge:
      'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-800',
    dot: 'bg-red-300 dark:bg-red-400',
  },
  Skipped: {
    badge:
      'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-900/60 dark:text-blue-100 dark:ring-blue-700',
    dot: 'bg-blue-500',
  },
};

export const MODULE_PROGRESS_STYLES: Record<ModuleProgress, ChoiceStyle> = {
  'Not Started': PROBLEM_STATUS_STYLES['Not Attempted'],
  Reading: {
    badge:
      'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-900/60 dark:text-yellow-100 dark:ring-yellow-700',
    dot: 'bg-yellow-400',
  },
  Practicing: {
    badge:
      'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-900/60 dark:text-orange-100 dark:ring-orange-700',
    dot: 'bg-orange-500',
  },
  Complete: PROBLEM_STATUS_STYLES.Solved,
  Skipped: PROBLEM_STATUS_STYLES.Skipped,
  Ignored: PROBLEM_STATUS_STYLES.Ignored,
};
