import { textGrid } from '../../text-grid.ts';
import type { Board } from './board.ts';

/** Colours as letters A-F, empty cells as dots, cells outside a shape as blanks. */
export function textView(board: Board): string {
  return textGrid(board, board.cells, (cell, x, y) => {
    if (board.mask && !board.mask[y * board.cols + x]) return ' ';
    return cell === null ? '.' : ('ABCDEF'[cell] ?? '?');
  });
}
