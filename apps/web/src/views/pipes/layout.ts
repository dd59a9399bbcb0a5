import { fitCell } from '../board/layout.ts';

/** Gutter between tiles and padding around them (px), as the stylesheet draws them. */
export const TILE_GAP = 2;
export const BOARD_PAD = 4;
/** Tiles stop growing here: a small board is not blown up to fill a desktop. */
export const MAX_TILE = 72;
export const MIN_TILE = 12;

/** What gutters and padding take along one side of `n` tiles. */
const chrome = (n: number) => (n - 1) * TILE_GAP + 2 * BOARD_PAD;

/**
 * The largest whole-pixel tile with which the whole board, gutters and padding included, fits
 * `width` x `height` (a 20x15 board in a 1280x800 window, a 6x4 one on a phone).
 */
export function tileSize(cols: number, rows: number, width: number, height: number): number {
  return fitCell({ cols, rows, width: width - chrome(cols), height: height - chrome(rows), min: MIN_TILE, max: MAX_TILE });
}

/** The board's outer size for a tile size (px). */
export function boardSize(cols: number, rows: number, tile: number): { width: number; height: number } {
  return { width: cols * tile + chrome(cols), height: rows * tile + chrome(rows) };
}
