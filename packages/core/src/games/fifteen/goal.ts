import type { GoalRules } from '../../puzzle.ts';
import { plainFinishGoal } from '../../finish-goal.ts';
import type { Board } from './board.ts';
import type { Params } from './params.ts';
import { patternKeysForSize } from './pattern-database.ts';

/** `fifteen` is done when every tile is home: solved runs rank by time, then moves (docs/runs.md#ranking). */
export const fifteenGoal: GoalRules<Params, Board> = {
  ...plainFinishGoal,
  describeParams: ({ size }) => `${size}×${size}`,
  dailyParams: { size: 4 },
  quickPreset: '3x3',
  slowPar: false,
  // The 4x4 and larger solvers read pattern databases; 3x3 is searched without them.
  tablesFor: (board) => patternKeysForSize(board.size),
};
