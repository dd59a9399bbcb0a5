import { fail, ok, type Result } from '../../result.ts';
import { cellIndex, isSolved, type Board } from './board.ts';
import { END_TILE, START_TILE, isPipeTile } from './directions.ts';
import { checkSize, type Params } from './params.ts';
import { solvePipes } from './solve.ts';

/**
 * Described ids (docs/puzzle-ids.md#described-ids): `6x4s1e2_` (size, start row, end row) then one lowercase hex
 * digit per tile, row-major. Numbers have no leading zeros, so each board has one body.
 */
export function writeDescribed(board: Board): string {
  const tiles = board.tiles.map((tile) => tile.toString(16)).join('');
  return `${board.cols}x${board.rows}s${board.start.y}e${board.end.y}_${tiles}`;
}

const NUMBER = '(0|[1-9][0-9]?)';
const BODY = new RegExp(`^${NUMBER}x${NUMBER}s${NUMBER}e${NUMBER}_([0-9a-f]+)$`);

export function readDescribed(body: string): Result<{ params: Params; board: Board }> {
  const match = BODY.exec(body);
  if (!match) return fail('invalid_board', 'A pipes board reads like 6x4s1e2_ then one hex digit (0-9, a-f) per tile.');
  const [cols, rows, startY, endY] = match.slice(1, 5).map(Number) as [number, number, number, number];
  const tiles = [...(match[5] ?? '')].map((digit) => parseInt(digit, 16));
  return checkBoard({ cols, rows, start: { x: 0, y: startY }, end: { x: cols - 1, y: endY }, tiles });
}

/** Everything a playable board must be: sizes, fixed tiles, pipes elsewhere, solvable, unsolved. */
export function checkBoard(board: Board): Result<{ params: Params; board: Board }> {
  const size = checkSize(board.cols, board.rows);
  if (!size.ok) return fail('invalid_board', size.error.message);
  const { cols, rows, start, end, tiles } = board;
  if (tiles.length !== cols * rows) {
    return fail('invalid_board', `A ${cols} x ${rows} board has ${cols * rows} tiles, not ${tiles.length}.`);
  }
  if (start.x !== 0 || !Number.isInteger(start.y) || start.y < 0 || start.y >= rows) {
    return fail('invalid_board', 'The start is in the leftmost column (x = 0), on a row of the board.');
  }
  if (end.x !== cols - 1 || !Number.isInteger(end.y) || end.y < 0 || end.y >= rows) {
    return fail('invalid_board', `The end is in the rightmost column (x = ${cols - 1}), on a row of the board.`);
  }
  if (tiles[cellIndex(board, start)] !== START_TILE) return fail('invalid_board', `The start tile opens only east (${START_TILE}).`);
  if (tiles[cellIndex(board, end)] !== END_TILE) return fail('invalid_board', `The end tile opens only west (${END_TILE}).`);
  const odd = tiles.findIndex((tile, cell) => cell !== cellIndex(board, start) && cell !== cellIndex(board, end) && !isPipeTile(tile));
  if (odd >= 0) {
    const x = odd % cols;
    return fail('invalid_board', `The tile at (${x}, ${(odd - x) / cols}) is not a straight (5, 10) or a corner (3, 6, 12, 9).`);
  }
  const clean: Board = { cols, rows, start: { x: 0, y: start.y }, end: { x: cols - 1, y: end.y }, tiles: [...tiles] };
  if (isSolved(clean)) return fail('invalid_board', 'The board is already solved.');
  const solution = solvePipes(clean);
  if (solution.par === null) {
    return fail(
      'invalid_board',
      solution.optimal ? 'No rotation of the tiles connects the start to the end.' : 'The solver could not connect the start to the end within its work bound.',
    );
  }
  return ok({ params: size.value, board: clean });
}
