import { textGrid } from '../../text-grid.ts';
import type { Board } from './board.ts';

/** Colours as letters A-F, empty cells as dots. */
export function textView(board: Board): string {
  return textGrid(board, board.cells, (cell) => (cell === null ? '.' : ('ABCDEF'[cell] ?? '?')));
}
