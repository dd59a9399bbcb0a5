import { textGrid } from '../../text-grid.ts';
import type { Board } from './board.ts';

// Box-drawing pieces indexed by the openings bitmask N=1, E=2, S=4, W=8.
const PIPE = [' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼'];

/** Each tile as the box-drawing piece of its openings; the start an arrow, the end a heart. */
export function textView(board: Board): string {
  return textGrid(board, board.tiles, (mask, x, y) => {
    if (x === board.start.x && y === board.start.y) return '▶';
    if (x === board.end.x && y === board.end.y) return '♥';
    return PIPE[mask] ?? '?';
  });
}
