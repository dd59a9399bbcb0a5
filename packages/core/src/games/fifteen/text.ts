import { textGrid } from '../../text-grid.ts';
import type { Board } from './board.ts';

/** The tiles as right-aligned numbers, the gap a dot. */
export function textView(board: Board): string {
  const width = String(board.size * board.size - 1).length;
  return textGrid({ cols: board.size, rows: board.size }, board.tiles, (tile) => (tile === 0 ? '.' : String(tile)).padStart(width));
}
