import React, { createContext, useContext } from 'react';
import type { Problem } from '../../content-model/problem';

/** The current module's problem lists, by list name, from the module page's query. */
export type ProblemLists = Readonly<Record<string, readonly Problem[]>>;

const ProblemListsContext = createContext<ProblemLists>({});

export function ProblemListsProvider({
  lists,
  children,
}: {
  lists: ProblemLists;
  children: React.ReactNode;
}): React.JSX.Element {
  return <ProblemListsContext.Provider value={lists}>{children}</ProblemListsContext.Provider>;
}

/**
 * The named list. The build has already checked that every list an MDX file names exists, so
 * an unknown name here means the page was rendered outside its module: return an empty list.
 */
export function useProblemList(name: string): readonly Problem[] {
  return useContext(ProblemListsContext)[name] ?? [];
}
