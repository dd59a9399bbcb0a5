import { randomBytes } from 'node:crypto';
import {
  describedPuzzle,
  goalPolicyOf,
  isGameName,
  openPuzzle,
  paramNames,
  type Puzzle,
  type PuzzleBoard,
  puzzleJson,
  replay,
  type Result,
  seededPuzzle,
  solvePuzzle,
  viewState,
} from '@gridrace/core';
import { coerceParam, type Args } from './args.ts';
import type { Output } from './output.ts';
import { preparePatternCache } from './pattern-cache.ts';
import { bareFlag, gameList, misfit } from './usage.ts';

export type ExitCode = 0 | 1 | 2;

function usageError(out: Output, message: string): ExitCode {
  out.error({ code: 'usage', message });
  return 2;
}

/** Refuses arguments the command would not read (an unknown flag, an extra argument), or a bare `--seed`. */
function misfitError(out: Output, args: Args, command: string, flags: readonly string[], valued: readonly string[]): ExitCode | null {
  const problem = misfit(args, command, flags, 1) ?? bareFlag(args, valued);
  return problem === null ? null : usageError(out, problem);
}

function parseJsonOption(out: Output, args: Args, name: string): { ok: true; value: unknown } | { ok: false } {
  const text = args.options.get(name);
  if (typeof text !== 'string') {
    out.error({ code: 'usage', message: `--${name} needs a JSON value.` });
    return { ok: false };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    out.error({ code: 'invalid_json', message: `--${name} is not valid JSON.` });
    return { ok: false };
  }
}

function printPuzzle(out: Output, puzzle: Puzzle): ExitCode {
  out.result(puzzleJson(puzzle), () =>
    [`id:  ${puzzle.id}`, `par: ${puzzle.par ?? 'none known'}${puzzle.optimal ? ' (optimal)' : ''}`, puzzle.rules.textView(puzzle.board)].join('\n'),
  );
  return 0;
}

function opened(out: Output, result: Result<PuzzleBoard>): PuzzleBoard | null {
  if (result.ok) return result.value;
  out.error(result.error);
  return null;
}

/** Par and solution, with the fifteen solver's tables taken from the disk cache. */
function solved(puzzle: PuzzleBoard): Puzzle {
  preparePatternCache(puzzle);
  return solvePuzzle(puzzle);
}

/** A fresh random seed for a new game: 48 bits, in base 36. */
const freshSeed = () => BigInt(`0x${randomBytes(6).toString('hex')}`).toString(36);

export function newCommand(args: Args, out: Output): ExitCode {
  const game = args.positionals[1];
  if (game === undefined) return usageError(out, `usage: gridrace new <game> [--param value ...] [--seed S | --board JSON] [--json]; the games are ${gameList()}`);
  if (!isGameName(game)) return usageError(out, `"${game}" is not a game; the games are ${gameList()}`);
  const params = paramNames(game);
  const refused = misfitError(out, args, `new ${game}`, [...params, 'seed', 'board'], ['seed', 'board']);
  if (refused !== null) return refused;
  const literal = args.options.has('board');
  // A literal board has its own params and no seed: anything given beside it would be ignored.
  const beside = [...args.options.keys()].find((name) => name === 'seed' || params.includes(name));
  if (literal && beside !== undefined) return usageError(out, `--${beside} cannot go with --board: a literal board has its own params and no seed`);
  let result: Result<PuzzleBoard>;
  if (literal) {
    const board = parseJsonOption(out, args, 'board');
    if (!board.ok) return 1;
    result = describedPuzzle(game, board.value);
  } else {
    const given: Record<string, unknown> = {};
    for (const [name, value] of args.options) if (params.includes(name)) given[name] = coerceParam(value);
    const seed = args.options.get('seed');
    result = seededPuzzle(game, given, typeof seed === 'string' ? seed : freshSeed());
  }
  const puzzle = opened(out, result);
  return puzzle ? printPuzzle(out, solved(puzzle)) : 1;
}

/** The puzzle a command names by id, once its arguments are checked; else the exit code of the refusal. */
function puzzleFromArgs(args: Args, out: Output, usage: string, flags: readonly string[] = []): PuzzleBoard | ExitCode {
  const id = args.positionals[1];
  if (id === undefined) return usageError(out, usage);
  const command = args.positionals[0] ?? '';
  const refused = misfitError(out, args, `${command} <puzzleId>`, flags, flags);
  if (refused !== null) return refused;
  return opened(out, openPuzzle(id)) ?? 1;
}

export function showCommand(args: Args, out: Output): ExitCode {
  const puzzle = puzzleFromArgs(args, out, 'usage: gridrace show <puzzleId> [--json]');
  return typeof puzzle === 'number' ? puzzle : printPuzzle(out, solved(puzzle));
}

export function solveCommand(args: Args, out: Output): ExitCode {
  const found = puzzleFromArgs(args, out, 'usage: gridrace solve <puzzleId> [--json]');
  if (typeof found === 'number') return found;
  const puzzle = solved(found);
  const result = { id: puzzle.id, par: puzzle.par, optimal: puzzle.optimal, moves: puzzle.solution };
  out.result(result, () =>
    [
      `id:      ${puzzle.id}`,
      `par:     ${puzzle.par ?? 'no solution found'}`,
      `optimal: ${puzzle.optimal ? 'yes' : 'not proven'}`,
      `moves:   ${JSON.stringify(puzzle.solution)}`,
    ].join('\n'),
  );
  return 0;
}

export function playCommand(args: Args, out: Output): ExitCode {
  const usage = 'usage: gridrace play <puzzleId> --moves <JSON array of moves> [--json]';
  const found = puzzleFromArgs(args, out, usage, ['moves']);
  if (typeof found === 'number') return found;
  if (!args.options.has('moves')) return usageError(out, usage);
  const moves = parseJsonOption(out, args, 'moves');
  if (!moves.ok) return 1;
  if (!Array.isArray(moves.value)) {
    out.error({ code: 'invalid_moves', message: '--moves must be a JSON array of moves.' });
    return 1;
  }
  // A `score` game needs par to tell `solved`; a `finish` game does not, so skip its solver.
  const puzzle: Puzzle = goalPolicyOf(found.rules).playsOn ? solved(found) : { ...found, par: null, optimal: false, solution: [] };
  const { state, failure } = replay(puzzle, moves.value);
  if (failure) {
    out.error(failure);
    return 1;
  }
  const view = viewState(puzzle, state);
  out.result({ id: puzzle.id, ...view }, () => [puzzle.rules.textView(view.board), `status: ${view.status}  moves: ${view.moves}  score: ${view.score}`].join('\n'));
  return 0;
}
