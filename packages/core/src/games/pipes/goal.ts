import type { GoalRules } from '../../puzzle.ts';
import { plainFinishGoal } from '../../finish-goal.ts';
import type { Board } from './board.ts';
import type { Params } from './params.ts';

/** `pipes` is done when start and end are joined: solved runs rank by time, then moves (docs/runs.md#ranking). */
export const pipesGoal: GoalRules<Params, Board> = {
  ...plainFinishGoal,
  describeParams: ({ cols, rows }) => `${cols}×${rows}`,
  dailyParams: { cols: 8, rows: 6 },
  quickPreset: 'small',
  slowPar: false,
  tablesFor: () => [],
};
