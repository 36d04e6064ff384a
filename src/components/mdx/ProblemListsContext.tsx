import React, { createContext, useContext, useMemo } from 'react';
import type { Problem } from '../../content-model/problem';

/** The current module's problem lists, by list name, from the module page's query. */
export type ProblemLists = Readonly<Record<string, readonly Problem[]>>;

interface ProblemListsValue {
  lists: ProblemLists;
  /** The module the lists belong to: choosing Solving/Solved moves it to Practicing. */
  moduleId: string | null;
}

const ProblemListsContext = createContext<ProblemListsValue>({ lists: {}, moduleId: null });

export function ProblemListsProvider({
  lists,
  moduleId = null,
  children,
}: {
  lists: ProblemLists;
  moduleId?: string | null;
  children: React.ReactNode;
}): React.JSX.Element {
  const value = useMemo(() => ({ lists, moduleId }), [lists, moduleId]);
  return <ProblemListsContext.Provider value={value}>{children}</ProblemListsContext.Provider>;
}

/** The module whose lists are shown, or null outside a module page. */
export function useListsModuleId(): string | null {
  return useContext(ProblemListsContext).moduleId;
}

/**
 * The named list. The build has already checked that every list an MDX file names exists, so
 * an unknown name here means the page was rendered outside its module: return an empty list.
 */
export function useProblemList(name: string): readonly Problem[] {
  return useContext(ProblemListsContext).lists[name] ?? [];
}
