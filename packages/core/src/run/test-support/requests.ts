import fc from 'fast-check';
import type { GameName } from '../../puzzle.ts';
import type { Puzzle } from '../../puzzles.ts';
import { GAMES, RULES } from '../../registry.ts';
import type { RunRequest } from '../run-request.ts';

/**
 * Random requests on `puzzle`'s run, legal and not: moves of its own solution (legal from the
 * start), the same moves moved to any cell nearby (legal or not, off the board too), moves of
 * a wrong shape, undos (with or without a move to take back) and hints. Moves are built from
 * the solution's own, so every game's move shape comes out without naming a game.
 */
export function requestArbitrary(puzzle: Puzzle): fc.Arbitrary<RunRequest> {
  const known = puzzle.solution.length > 0 ? puzzle.solution : [{ x: 0, y: 0 }];
  const solutionMove = fc.constantFrom(...known);
  const shifted = fc.tuple(solutionMove, fc.integer({ min: -1, max: 8 }), fc.integer({ min: -1, max: 8 })).map(([move, x, y]) => ({ ...(move as object), x, y }));
  const malformed = fc.constantFrom<unknown>(null, 'left', { x: 'a', y: 0 }, { x: 0 }, { ...(known[0] as object), extra: 1 });
  return fc.oneof(
    { arbitrary: solutionMove.map((move): RunRequest => ({ kind: 'move', move })), weight: 3 },
    { arbitrary: shifted.map((move): RunRequest => ({ kind: 'move', move })), weight: 4 },
    { arbitrary: malformed.map((move): RunRequest => ({ kind: 'move', move })), weight: 1 },
    { arbitrary: fc.constant<RunRequest>({ kind: 'undo' }), weight: 2 },
    { arbitrary: fc.constant<RunRequest>({ kind: 'hint' }), weight: 1 },
  );
}

/** Small params per game (each game's `samples.small`), so that solving a puzzle inside a property stays quick. */
export const SMALL_PARAMS: Readonly<Record<GameName, object>> = Object.fromEntries(GAMES.map((game) => [game, RULES[game].samples.small])) as Record<GameName, object>;
