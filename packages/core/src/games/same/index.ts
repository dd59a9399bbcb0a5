import type { PuzzleRules } from '../../puzzle.ts';
import { samePace } from './pace.ts';
import { sameJsonWords } from './json-words.ts';
import { sameSamples } from './samples.ts';
import { sameJourney } from './journey.ts';
import { boardSchema, moveSchema, type Board, type Move } from './board.ts';
import { isClearable } from './clearable.ts';
import { checkBoard, readDescribed, writeDescribed } from './describe.ts';
import { generate, VERSION, VERSIONS } from './generate.ts';
import { DEFAULT_PARAMS, formatParams, paramsSchema, parseParams, PRESETS, type Params } from './params.ts';
import { progress, status, step } from './rules.ts';
import { DEFAULT_MAX_NODES, DEFAULT_SCORE_NODES, HINT_MAX_NODES, solve } from './solve.ts';
import { sameGoal } from './goal.ts';
import { textView } from './text.ts';

export type { Board, Block, Move } from './board.ts';
export type { Params, Generator } from './params.ts';
export { blockCounts, groupAt, groupScore, removalWorth, CLEAR_BONUS } from './board.ts';
export { isClearable } from './clearable.ts';
export { BEST_SCORE_NODES, DEFAULT_MAX_NODES, DEFAULT_SCORE_NODES } from './solve.ts';
export { LIMITS, DEFAULT_PARAMS, PRESETS } from './params.ts';
export { SHAPES, type Shape } from './shape.ts';

/** SameGame (docs/games/same.md#moves): clear the board by removing groups of two or more. */
export const same: PuzzleRules<Params, Board, Move> = {
  game: 'same',
  version: VERSION,
  versions: VERSIONS,
  // 2: the points search and its best-known score.
  solverVersion: 2,
  paramsSchema,
  moveSchema,
  boardSchema,
  defaultParams: DEFAULT_PARAMS,
  presets: PRESETS,
  formatParams,
  parseParams,
  generate,
  writeDescribed: (board) => writeDescribed(board),
  readDescribed,
  checkBoard,
  initialScore: () => 0,
  step,
  status: (board) => status(board),
  progress: (board, start) => progress(board, start),
  extras: (board, params) => ({ clearable: isClearable(board, params.shift) }),
  solve,
  hintWork: HINT_MAX_NODES,
  bestLineWork: DEFAULT_MAX_NODES + DEFAULT_SCORE_NODES,
  textView,
  ...sameGoal,
  journey: sameJourney,
  jsonWords: sameJsonWords,
  samples: sameSamples,
  humanPace: samePace,
};

declare module '../../puzzle.ts' {
  interface GameNames {
    same: true;
  }
}
