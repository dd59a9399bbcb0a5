import type { PuzzleRules } from '../../puzzle.ts';
import { pipesPace } from './pace.ts';
import { pipesJsonWords } from './json-words.ts';
import { pipesSamples } from './samples.ts';
import { pipesJourney } from './journey.ts';
import { boardSchema, connectedCount, moveSchema, type Board, type Move } from './board.ts';
import { checkBoard, readDescribed, writeDescribed } from './describe.ts';
import { generatePipes } from './generate.ts';
import { defaultParams, formatParams, paramsSchema, parseParams, presets, type Params } from './params.ts';
import { progressOf, statusOf, stepPipes } from './rules.ts';
import { HINT_MAX_NODES, solvePipes } from './solve.ts';
import { pipesGoal } from './goal.ts';
import { textView } from './text.ts';

export type { Board, Move, Turn } from './board.ts';
export type { Params } from './params.ts';
export type { Side, TileKind } from './directions.ts';
export { DIRECTIONS, SIDES, START_TILE, END_TILE, STRAIGHTS, CORNERS, rotateCW, rotateCCW, turnsBetween } from './directions.ts';
export { connectedToStart, connectedCount, isSolved, tileKind, cellIndex } from './board.ts';
export { DEFAULT_MAX_NODES } from './solve.ts';

/** `pipes` (docs/games/pipes.md): rotate the tiles to connect the start to the end. */
export const pipes: PuzzleRules<Params, Board, Move> = {
  game: 'pipes',
  version: 1,
  versions: [1],
  solverVersion: 1,
  paramsSchema,
  moveSchema,
  boardSchema,
  defaultParams,
  presets,
  formatParams,
  parseParams,
  generate: generatePipes,
  writeDescribed,
  readDescribed,
  checkBoard,
  initialScore: (board) => connectedCount(board),
  step: (board, move) => stepPipes(board, move),
  status: (board) => statusOf(board),
  progress: (board) => progressOf(board),
  extras: () => ({}),
  solve: (board, _params, budget) => solvePipes(board, budget),
  hintWork: HINT_MAX_NODES,
  textView,
  ...pipesGoal,
  journey: pipesJourney,
  jsonWords: pipesJsonWords,
  samples: pipesSamples,
  humanPace: pipesPace,
};

declare module '../../puzzle.ts' {
  interface GameNames {
    pipes: true;
  }
}
