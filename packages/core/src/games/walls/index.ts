import type { PuzzleRules } from '../../puzzle.ts';
import { wallsPace } from './pace.ts';
import { wallsJsonWords } from './json-words.ts';
import { wallsSamples } from './samples.ts';
import { wallsJourney } from './journey.ts';
import { boardSchema, moveSchema, type Board, type Move } from './board.ts';
import { checkBoard, readDescribed, writeDescribed } from './describe.ts';
import { generate } from './generate.ts';
import { DEFAULT_PARAMS, formatParams, paramsSchema, parseParams, type Params } from './params.ts';
import { extras, initialScore, progress, status, step } from './rules.ts';
import { HINT_MAX_NODES, solve } from './solve.ts';
import { hintToward } from './hint.ts';
import { wallsGoal } from './goal.ts';
import { textView } from './text.ts';

export type { Board, Move, CellKind, Checkpoint } from './board.ts';
export type { Params, ExplicitParams, Preset } from './params.ts';
export type { RunnerPath } from './runner.ts';
export { CELL, CHECKPOINTS, boardText, boardFromText, wallCount, withoutWalls, isCheckpoint } from './board.ts';
export { PRESET_NAMES, PRESET_SPECS, maxWallsFor } from './params.ts';
export { runnerPath, runnerScore } from './runner.ts';
export { DEFAULT_MAX_NODES } from './solve.ts';

/** `walls`: build the longest maze, Pathery-style (docs/games/walls.md). */
export const walls: PuzzleRules<Params, Board, Move> = {
  game: 'walls',
  version: 1,
  versions: [1],
  solverVersion: 1,
  paramsSchema,
  moveSchema,
  boardSchema,
  defaultParams: DEFAULT_PARAMS,
  presets: { simple: { preset: 'simple' }, normal: { preset: 'normal' }, complex: { preset: 'complex' } },
  formatParams,
  parseParams,
  generate,
  writeDescribed,
  readDescribed,
  checkBoard,
  initialScore: (board) => initialScore(board),
  step: (board, move, score) => step(board, move, score),
  status: (board, score, _params, par) => status(board, score, par),
  progress: (_board, _start, score, par) => progress(score, par),
  extras: (board) => extras(board),
  solve: (board, _params, budget) => solve(board, budget),
  hintWork: HINT_MAX_NODES,
  hintToward,
  textView,
  ...wallsGoal,
  journey: wallsJourney,
  jsonWords: wallsJsonWords,
  samples: wallsSamples,
  humanPace: wallsPace,
};

declare module '../../puzzle.ts' {
  interface GameNames {
    walls: true;
  }
}
