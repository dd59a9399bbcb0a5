import { z } from 'zod';
import { plainFinishGoal } from '../finish-goal.ts';
import { parDifficulty } from '../journey.ts';
import type { AnyRules, PuzzleRules } from '../puzzle.ts';
import { fail, ok, refuse, type Result } from '../result.ts';

/**
 * `toy`, a game that exists only in tests: a row of lamps, a move turns one on, the board is
 * solved when every lamp is on. It is everything a game is, in one file, so that a test can
 * register it as a fifth game and see every list of games take it in.
 */
const paramsSchema = z.strictObject({ lamps: z.number().int().min(2).max(9).default(4) });
type Params = z.output<typeof paramsSchema>;
const boardSchema = z.strictObject({ lamps: z.array(z.boolean()).min(2).max(9) });
type Board = z.output<typeof boardSchema>;
const moveSchema = z.strictObject({ x: z.number().int(), y: z.number().int() });
type Move = z.output<typeof moveSchema>;

const checkLamps = (lamps: number): Result<Params> =>
  Number.isInteger(lamps) && lamps >= 2 && lamps <= 9 ? ok({ lamps }) : fail('invalid_params', `toy boards have 2 to 9 lamps, not ${lamps}.`);
const withParams = (board: Board) => ok({ params: { lamps: board.lamps.length }, board });
const offLamps = (board: Board): Move[] => board.lamps.flatMap((on, x) => (on ? [] : [{ x, y: 0 }]));

export const TOY_NAME = 'toy';

export const toy: PuzzleRules<Params, Board, Move> = {
  ...plainFinishGoal,
  // The name a registered toy goes by: not one of the game names the compiler knows.
  game: TOY_NAME as AnyRules['game'],
  // A test's game: one version of its boards and of its solver.
  version: 1,
  versions: [1],
  solverVersion: 1,
  paramsSchema,
  moveSchema,
  boardSchema,
  defaultParams: { lamps: 4 },
  presets: { small: { lamps: 3 } },
  formatParams: ({ lamps }) => String(lamps),
  parseParams: (segment) => (/^[2-9]$/.test(segment) ? checkLamps(Number(segment)) : fail('invalid_params', `toy params are a lamp count, not "${segment}".`)),
  // One lamp is always off, so that no board starts solved.
  generate: (rng, { lamps }) => {
    const off = rng.int(0, lamps - 1);
    return { board: { lamps: Array.from({ length: lamps }, (_, x) => x !== off && rng.int(0, 1) === 1) } };
  },
  writeDescribed: (board) => board.lamps.map((on) => (on ? '1' : '0')).join(''),
  readDescribed: (body) =>
    /^[01]{2,9}$/.test(body) ? withParams({ lamps: [...body].map((digit) => digit === '1') }) : fail('invalid_board', 'a toy board is 2 to 9 digits 0 or 1.'),
  checkBoard: (board) => withParams(board),
  initialScore: () => 0,
  step: (board, { x, y }) => {
    if (y !== 0 || x < 0 || x >= board.lamps.length) return refuse(`There is no lamp at ${x},${y}.`, 'toy.off_board');
    if (board.lamps[x]) return refuse(`The lamp at ${x} is on already.`, 'toy.on');
    return ok({ board: { lamps: board.lamps.map((on, i) => on || i === x) }, score: 0, cost: 1 });
  },
  status: (board) => (board.lamps.every(Boolean) ? 'solved' : 'playing'),
  progress: (board, start) => {
    const off = offLamps(start).length;
    return off === 0 ? 1 : 1 - offLamps(board).length / off;
  },
  extras: () => ({}),
  textView: (board) => board.lamps.map((on) => (on ? '*' : '.')).join(''),
  solve: (board) => ({ par: offLamps(board).length, optimal: true, moves: offLamps(board) }),
  hintWork: 1,
  describeParams: ({ lamps }) => `${lamps} lamps`,
  dailyParams: { lamps: 5 },
  quickPreset: 'small',
  slowPar: false,
  tablesFor: () => [],
  journey: { levels: [{ puzzleId: 'toy.d.0101', goal: { kind: 'solve' } }], grows: 'lamps', difficulty: parDifficulty },
  jsonWords: { gloss: 'lamps', board: '`lamps` says which lamps are on.', move: 'The lamp to turn on (`y` is 0).' },
  samples: { small: { lamps: 3 }, bench: { lamps: 9 }, load: [{ params: {}, label: 'toy' }] },
  humanPace: { floorMs: 50, bestMs: () => null },
};
