import type { GoalRules } from '../../puzzle.ts';
import { rankingRules } from '../../ranking.ts';
import type { Board } from './board.ts';
import type { Params } from './params.ts';

/**
 * `walls` pushes the runner's path toward par and past it: the run stays open until its player
 * hands the layout in or time is up; the best path ranks, then when it was first reached (docs/games/walls.md#goal, docs/runs.md#ranking).
 */
export const wallsGoal: GoalRules<Params, Board> = {
  goal: 'score',
  timeLimits: { runMs: 5 * 60_000, raceMs: 3 * 60_000 },
  ...rankingRules({ counting: 'ended', keys: ['lessScore', 'time'] }),
  remaining: () => null,
  words: {
    solved: 'solved',
    solve: 'Solve',
    solvedHeadline: 'Solved!',
    timeLabel: 'Reached',
    parLabel: 'Goal',
    score: { label: 'Path', best: 'Best path', text: (score) => `path ${score}`, short: (score) => `path ${score}` },
    submit: { action: 'Submit layout', title: 'Submit this layout', done: 'Layout submitted' },
  },
  // The longest path is the whole point of the game.
  bestFigure: 'score',
  describeParams: (params) => ('preset' in params ? params.preset : `${params.cols}×${params.rows}`),
  dailyParams: { preset: 'normal' },
  quickPreset: 'simple',
  // A `walls` par is about a second of search: the server keeps presets' puzzles solved ahead.
  slowPar: true,
  tablesFor: () => [],
};
