import { fail, ok, type Result } from '../../result.ts';
import { isPermutation, isSolvable, isSolved, type Board } from './board.ts';
import { MAX_SIZE, MIN_SIZE, type Params } from './params.ts';

/**
 * Described ids: one base-36 digit per cell, row-major (`0` is the gap), so the body's
 * length (9, 16, 25 or 36) gives the size. Lowercase only, so every board has one spelling.
 */
export function writeDescribed(board: Board): string {
  return board.tiles.map((t) => t.toString(36)).join('');
}

export function readDescribed(body: string): Result<{ params: Params; board: Board }> {
  const size = Math.round(Math.sqrt(body.length));
  if (size * size !== body.length || size < MIN_SIZE || size > MAX_SIZE) {
    return fail('invalid_board', 'A described fifteen board has 9, 16, 25 or 36 characters, one per cell.');
  }
  if (!/^[0-9a-z]+$/.test(body)) return fail('invalid_board', 'A described fifteen board uses only 0-9 and a-z.');
  const tiles = [...body].map((c) => parseInt(c, 36));
  return checkBoard({ size, tiles });
}

export function checkBoard(board: Board): Result<{ params: Params; board: Board }> {
  const { size, tiles } = board;
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    return fail('invalid_board', `A fifteen board is ${MIN_SIZE}x${MIN_SIZE} to ${MAX_SIZE}x${MAX_SIZE}.`);
  }
  const cells = size * size;
  if (tiles.length !== cells) return fail('invalid_board', `A ${size}x${size} board has ${cells} cells, not ${tiles.length}.`);
  if (!isPermutation(size, tiles)) {
    return fail('invalid_board', `The tiles must be the numbers 0 to ${cells - 1}, each once (0 is the gap).`);
  }
  if (!isSolvable(size, tiles)) return fail('invalid_board', 'This position cannot be solved (wrong parity).');
  if (isSolved(tiles)) return fail('invalid_board', 'This position is already solved.');
  return ok({ params: { size }, board: { size, tiles: [...tiles] } });
}
