import { textGrid } from '../../text-grid.ts';
import type { Board } from './board.ts';

/** The cells' own letters (docs/games/walls.md#board), spaced. */
export function textView(board: Board): string {
  return textGrid(board, board.cells, (cell) => cell);
}
