import type * as fifteenRules from '@gridrace/core/games/fifteen';

type Board = fifteenRules.Board;
type Direction = fifteenRules.Direction;

/** Where one tile sits now and where it belongs: what a piece needs to draw itself. */
export interface TilePlace {
  readonly tile: number;
  readonly x: number;
  readonly y: number;
  readonly homeX: number;
  readonly homeY: number;
}

/** Tile t belongs on cell t-1 (reading order); the gap, 0, on the last cell. */
export function homeCell(tile: number, size: number): { x: number; y: number } {
  const index = tile === 0 ? size * size - 1 : tile - 1;
  return { x: index % size, y: Math.floor(index / size) };
}

/**
 * The tiles (gap excluded) in tile-number order, never board order: the view keys its
 * elements by tile and must not reorder them, or the browser drops their slide transitions.
 */
export function tilePlaces(board: Board): TilePlace[] {
  const places: TilePlace[] = [];
  board.tiles.forEach((tile, index) => {
    if (tile === 0) return;
    const home = homeCell(tile, board.size);
    places.push({ tile, x: index % board.size, y: Math.floor(index / board.size), homeX: home.x, homeY: home.y });
  });
  return places.sort((a, b) => a.tile - b.tile);
}

export function gapCell(board: Board): { x: number; y: number } {
  const index = board.tiles.indexOf(0);
  return { x: index % board.size, y: Math.floor(index / board.size) };
}

/**
 * CSS `background-position` that shows the part of a picture stretched over the whole board
 * (`background-size: size*100%`) at the home cell. Percent positions align the image's p% point
 * with the tile's p% point, hence the size-1 denominator.
 */
export function backgroundPosition(homeX: number, homeY: number, size: number): string {
  const pct = (n: number) => (size <= 1 ? 0 : Math.round((n / (size - 1)) * 10000) / 100);
  return `${pct(homeX)}% ${pct(homeY)}%`;
}

/** The source rectangle of a `width x height` frame that the piece at home (x, y) shows. */
export function sourceRect(homeX: number, homeY: number, size: number, width: number, height: number): { sx: number; sy: number; sw: number; sh: number } {
  const sw = width / size;
  const sh = height / size;
  return { sx: homeX * sw, sy: homeY * sh, sw, sh };
}

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The slide an arrow key asks for (the tile moves the arrow's way), or null for other keys. */
export function keyDirection(key: string): Direction | null {
  return ARROWS[key] ?? null;
}
