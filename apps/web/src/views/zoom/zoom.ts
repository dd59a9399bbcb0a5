import type { GameName } from '@gridrace/core';
import { readEntry, writeEntry, type KeyValue } from '../../client/storage.ts';

/**
 * Below this a fingertip (about 9 mm, some 34 CSS px on a phone) cannot be sure to hit one
 * cell: the neighbour turns or takes the wall, and in a race that costs moves.
 */
export const TAP_MIN_CELL = 32;
/** Cells of a zoomed board: comfortably a finger's width; the board then scrolls in its own box. */
export const ZOOM_CELL = 36;

export interface Zoom {
  readonly cell: number;
  /** The fitted cells are too small to tap: a zoom is offered. */
  readonly offered: boolean;
  readonly zoomed: boolean;
}

/**
 * The cell size to draw: the fitted one, or when that is too small to tap, the zoomed one if
 * the player chose it (`choice`), or by default on a touch screen.
 */
export function zoomOf(fitted: number, touch: boolean, choice: boolean | null): Zoom {
  const offered = fitted < TAP_MIN_CELL;
  const zoomed = offered && (choice ?? touch);
  return { cell: zoomed ? Math.max(ZOOM_CELL, fitted) : fitted, offered, zoomed };
}

/** Which sides of a scrolled box hide more of the board: where the cues are drawn. */
export interface Edges {
  readonly left: boolean;
  readonly right: boolean;
  readonly top: boolean;
  readonly bottom: boolean;
}

export interface ScrollBox {
  readonly scrollLeft: number;
  readonly scrollTop: number;
  readonly scrollWidth: number;
  readonly scrollHeight: number;
  readonly clientWidth: number;
  readonly clientHeight: number;
}

/** A pixel's slack: a box scrolled to its end by a fractional amount still counts as at the end. */
const SLACK = 1;

export function edgesOf(box: ScrollBox): Edges {
  return {
    left: box.scrollLeft > SLACK,
    right: box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK,
    top: box.scrollTop > SLACK,
    bottom: box.scrollTop + box.clientHeight < box.scrollHeight - SLACK,
  };
}

/** Where a board is first shown when zoomed in, as fractions of how far its box can scroll each way. */
export interface Anchor {
  readonly x: number;
  readonly y: number;
}

export function scrollTo(box: ScrollBox, anchor: Anchor): { left: number; top: number } {
  const clamp = (f: number) => Math.min(1, Math.max(0, f));
  return {
    left: Math.round(clamp(anchor.x) * Math.max(0, box.scrollWidth - box.clientWidth)),
    top: Math.round(clamp(anchor.y) * Math.max(0, box.scrollHeight - box.clientHeight)),
  };
}

const KEY = 'gridrace.zoom';

/** The player's last choice for a game's boards (zoomed or whole), or null when they never chose. */
export function loadZoomChoice(storage: KeyValue, game: GameName): boolean | null {
  const value = readEntry(storage, KEY, game);
  return typeof value === 'boolean' ? value : null;
}

/**
 * Remembered per game: a player who wants the whole maze in view for `walls` may still want
 * `pipes` tiles big. Kept only where a zoom was offered, so it means the same on every board.
 */
export function saveZoomChoice(storage: KeyValue, game: GameName, zoomed: boolean): void {
  writeEntry(storage, KEY, game, zoomed);
}
