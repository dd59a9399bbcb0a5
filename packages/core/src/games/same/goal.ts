import { FINISH_TIME_LIMITS, FINISH_WORDS } from '../../finish-goal.ts';
import type { GoalRules } from '../../puzzle.ts';
import { rankingRules } from '../../ranking.ts';
import { blockCounts, type Board } from './board.ts';
import type { Params } from './params.ts';

/** `same` aims to clear the board; a board not cleared still ranks, by what is left of it. */
export const sameGoal: GoalRules<Params, Board> = {
  goal: 'finish',
  timeLimits: FINISH_TIME_LIMITS,
  // docs/runs.md#ranking: cleared boards first, by time; the others by fewest blocks left, then points.
  ...rankingRules({ counting: 'ended', keys: ['unsolved', 'solvedTime', 'remaining', 'lessScore', 'time'] }),
  remaining: (board) => blockCounts(board).total,
  words: {
    ...FINISH_WORDS,
    solved: 'cleared',
    solve: 'Clear',
    solvedHeadline: 'Board cleared!',
    score: { label: 'Points', best: 'Points', text: (score) => `${score} points`, short: (score) => `${score} pts` },
  },
  // Points are what a board is worth to its player (samegame.info keeps a Highest Score board).
  bestFigure: 'score',
  describeParams: ({ cols, rows, colors, shift, shape }) => `${cols}×${rows}, ${colors} colours${shape ? `, ${shape}` : shift ? '' : ', no shift'}`,
  dailyParams: { cols: 15, rows: 10, colors: 3, generator: 'soluble' },
  quickPreset: 'small',
  slowPar: false,
  tablesFor: () => [],
};
