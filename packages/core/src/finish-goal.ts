import type { ResultWords, TimeLimits } from './goal.ts';
import { finishRanking } from './ranking.ts';

/** docs/races.md#time-limits: a race lasts 10 minutes unless its game or its host says otherwise. */
export const FINISH_TIME_LIMITS: TimeLimits = { runMs: null, raceMs: 10 * 60_000 };

/** How a game whose board is finished, and whose score means nothing to a person, tells a result. */
export const FINISH_WORDS: ResultWords = {
  solved: 'solved',
  solve: 'Solve',
  solvedHeadline: 'Solved!',
  timeLabel: 'Time',
  parLabel: 'Par',
  score: null,
  submit: null,
};

/**
 * The goal members of a plain `finish` game (`fifteen`, `pipes`): done on the finishing move,
 * only finished boards rank, by time, then moves; nothing is left on a board to count.
 */
export const plainFinishGoal = {
  goal: 'finish',
  timeLimits: FINISH_TIME_LIMITS,
  ...finishRanking,
  remaining: () => null,
  words: FINISH_WORDS,
  bestFigure: 'moves',
} as const;
