import type { PuzzleRules } from '../../puzzle.ts';
import { fifteenPace } from './pace.ts';
import { fifteenJsonWords } from './json-words.ts';
import { fifteenSamples } from './samples.ts';
import { fifteenJourney } from './journey.ts';
import { boardSchema, type Board } from './board.ts';
import { checkBoard, readDescribed, writeDescribed } from './describe.ts';
import { generate, VERSION, VERSIONS } from './generate.ts';
import { defaultParams, formatParams, paramsSchema, parseParams, presets, type Params } from './params.ts';
import { initialScore, moveSchema, progress, status, step, type Move } from './rules.ts';
import { HINT_MAX_NODES, solve } from './solve.ts';
import { fifteenGoal } from './goal.ts';
import { textView } from './text.ts';

export type { Board, Move, Params };
export { arrowMove, canSlide, goalTiles, isSolvable, isSolved, manhattan, tilesHome, type Direction } from './board.ts';
export { fromKorf } from './korf.ts';
export { BEAM_WIDTH_5X5, DEFAULT_MAX_NODES } from './solve.ts';
export {
  buildPatternDatabase,
  installPatternDatabase,
  isPatternDatabaseKey,
  patternDatabaseKeys,
  patternDatabaseSize,
  patternKeysForSize,
  patternKeysOf,
  PATTERN_DATABASE_HASHES,
  type PatternDatabaseKey,
} from './pattern-database.ts';

/** Sliding tiles (docs/games/fifteen.md). */
export const fifteen: PuzzleRules<Params, Board, Move> = {
  game: 'fifteen',
  version: VERSION,
  versions: VERSIONS,
  // 2: near-optimal 5x5 and 6x6 par.
  solverVersion: 2,
  paramsSchema,
  moveSchema,
  boardSchema,
  defaultParams,
  presets,
  formatParams,
  parseParams,
  generate,
  writeDescribed,
  readDescribed,
  checkBoard,
  initialScore: (board) => initialScore(board),
  step: (board, move) => step(board, move),
  status: (board) => status(board),
  progress: (board, start) => progress(board, start),
  extras: () => ({}),
  solve: (board, _params, budget) => solve(board, budget),
  hintWork: HINT_MAX_NODES,
  textView,
  ...fifteenGoal,
  journey: fifteenJourney,
  jsonWords: fifteenJsonWords,
  samples: fifteenSamples,
  humanPace: fifteenPace,
};

declare module '../../puzzle.ts' {
  interface GameNames {
    fifteen: true;
  }
}
