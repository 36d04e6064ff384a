import React, { createContext, useContext, useMemo } from 'react';
import type { Problem } from '../../content-model/problem';

/** The current module's problem lists, by list name, from the module page's query. */
export type ProblemLists = Readonly<Record<string, readonly Problem[]>>;

interface ProblemListsValue {
  lists: ProblemLists;
  /** The module the lists belong to: choosing Solving/Solved moves it to Practicing. */
  moduleId: string | null;
  /** A solution page's problem: the one its hint ladder is for. */
  pageProblem: Problem | null;
}

const ProblemListsContext = createContext<ProblemListsValue>({
  lists: {},
  moduleId: null,
  pageProblem: null,
});

export function ProblemListsProvider({
  lists,
  moduleId = null,
  pageProblem = null,
  children,
}: {
  lists: ProblemLists;
  moduleId?: string | null;
  pageProblem?: Problem | null;
  children: React.ReactNode;
}): React.JSX.Element {
  const value = useMemo(() => ({ lists, moduleId, pageProblem }), [lists, moduleId, pageProblem]);
  return <ProblemListsContext.Provider value={value}>{children}</ProblemListsContext.Provider>;
}

/** The module whose lists are shown, or null outside a module page. */
export function useListsModuleId(): string | null {
  return useContext(ProblemListsContext).moduleId;
}

/**
 * The problem a hint ladder is for: the one of this module's lists with that name, or, with no
 * name, the solution page's problem. Null where it is unknown (a draft in the live preview).
 */
export function useHintsProblem(name: string | undefined): Problem | null {
  const { lists, pageProblem } = useContext(ProblemListsContext);
  if (name === undefined) return pageProblem;
  for (const problems of Object.values(lists)) {
    const found = problems.find((problem) => problem.name === name);
    if (found) return found;
  }
  return null;
}

/**
 * The named list. The build has already checked that every list an MDX file names exists, so
 * an unknown name here means the page was rendered outside its module: return an empty list.
 */
export function useProblemList(name: string): readonly Problem[] {
  return useContext(ProblemListsContext).lists[name] ?? [];
}
