/**
 * The difficulty scale, easiest first. Its own module so that pages needing only the scale (the
 * /problems filters and sort) do not ship the problem validator and the source tables with it.
 */
export const DIFFICULTIES = ['Very Easy', 'Easy', 'Normal', 'Hard', 'Very Hard', 'Insane'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
