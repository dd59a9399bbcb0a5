import { blockCounts, hasMove, spansOf, type Board } from './board.ts';

/**
 * False when the board provably can no longer be cleared; true means "not known to be
 * impossible". Only sound, cheap checks:
 * - a colour with exactly one block left can never be part of a group;
 * - blocks left but no group of two or more;
 * - without column shift, blocks never move sideways and an empty column stays empty, so
 *   each stretch of non-empty columns must be cleared on its own: one block of a colour in
 *   a stretch is already lost (shaped boards never shift, and a column of the shape
 *   without blocks splits them the same way).
 */
export function isClearable(board: Board, shift: boolean): boolean {
  const { total, perColor } = blockCounts(board);
  if (total === 0) return true;
  if (perColor.some((n) => n === 1)) return false;
  if (!hasMove(board)) return false;
  return shift || stretchesClearable(board);
}

function stretchesClearable(board: Board): boolean {
  const { cols, rows, cells, colors } = board;
  let perColor = new Array<number>(colors).fill(0);
  const { floor, room } = spansOf(board);
  for (let x = 0; x <= cols; x++) {
    // Gravity keeps a column's blocks on its floor: an empty floor cell means an empty column.
    const empty = x === cols || room[x] === 0 || cells[(rows - 1 - (floor[x] ?? 0)) * cols + x] === null;
    if (empty) {
      if (perColor.some((n) => n === 1)) return false;
      perColor = perColor.fill(0);
      continue;
    }
    for (let y = 0; y < rows; y++) {
      const cell = cells[y * cols + x] ?? null;
      if (cell !== null) perColor[cell] = (perColor[cell] ?? 0) + 1;
    }
  }
  return true;
}
