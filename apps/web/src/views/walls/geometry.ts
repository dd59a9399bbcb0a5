import type { Cell } from '@gridrace/core';

/**
 * The runner's path in the SVG overlay's own units: one unit per cell, so the drawing does
 * not depend on the cell size in pixels, and a point sits in the middle of its cell.
 */
export function pathPoints(path: readonly Cell[]): string {
  return path.map((c) => `${c.x + 0.5},${c.y + 0.5}`).join(' ');
}

/**
 * Where the runner is after `steps` moves (fractional: between two cells), in overlay
 * units; the first cell before the start, the last after the end. Null for an empty path.
 */
export function pointAlong(path: readonly Cell[], steps: number): { x: number; y: number } | null {
  const first = path[0];
  if (!first) return null;
  const clamped = Math.min(Math.max(steps, 0), path.length - 1);
  const i = Math.floor(clamped);
  const from = path[i] ?? first;
  const to = path[i + 1] ?? from;
  const f = clamped - i;
  return { x: from.x + (to.x - from.x) * f + 0.5, y: from.y + (to.y - from.y) * f + 0.5 };
}

/** Cells per second of the animated run at speed 1: slow enough to follow the turns. */
export const RUN_CELLS_PER_SECOND = 6;

/** The speed control's choices. */
export const RUN_SPEEDS = [0.5, 1, 2, 4] as const;
export type RunSpeed = (typeof RUN_SPEEDS)[number];

/** How many moves the runner has made `ms` after starting at `speed`. */
export function stepsAt(ms: number, speed: number): number {
  return (Math.max(0, ms) / 1000) * RUN_CELLS_PER_SECOND * speed;
}
