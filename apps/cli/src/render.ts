import type { GameName } from '@gridrace/core';

/** Boards as text for a terminal, in the JSON shapes of SPEC §6. */
type Renderer = (board: never) => string;

interface Sized {
  readonly cols: number;
  readonly rows: number;
}

function grid<T>(board: Sized, cells: readonly T[], cell: (value: T, x: number, y: number) => string): string {
  const lines: string[] = [];
  for (let y = 0; y < board.rows; y++) {
    const row: string[] = [];
    for (let x = 0; x < board.cols; x++) row.push(cell(cells[y * board.cols + x]!, x, y));
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}

// Box-drawing pieces indexed by the openings bitmask N=1, E=2, S=4, W=8.
const PIPE = [' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼'];

const renderers: Record<GameName, Renderer> = {
  fifteen: (board: { size: number; tiles: number[] }) => {
    const width = String(board.size * board.size - 1).length;
    return grid({ cols: board.size, rows: board.size }, board.tiles, (t) =>
      (t === 0 ? '.' : String(t)).padStart(width),
    );
  },
  same: (board: Sized & { cells: (number | null)[] }) =>
    grid(board, board.cells, (c) => (c === null ? '.' : 'ABCDEF'[c] ?? '?')),
  pipes: (board: Sized & { start: { x: number; y: number }; end: { x: number; y: number }; tiles: number[] }) =>
    grid(board, board.tiles, (mask, x, y) => {
      if (x === board.start.x && y === board.start.y) return '▶';
      if (x === board.end.x && y === board.end.y) return '♥';
      return PIPE[mask] ?? '?';
    }),
  walls: (board: Sized & { cells: string[] }) => grid(board, board.cells, (c) => c),
};

export function renderBoard(game: GameName, board: unknown): string {
  return renderers[game](board as never);
}
