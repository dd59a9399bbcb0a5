/**
 * Shaped boards (docs/games/same.md#shapes `shape`): a mask over the grid, `true` where a cell belongs to
 * the shape. Cells outside never hold a block. Every shape is column-convex (each column's
 * cells are one unbroken run, possibly none), so the gravity rule "a block falls until it
 * rests on the bottom of the grid, a cell outside the shape or another block" is the same
 * as "blocks settle into the lowest cells of their column's run". Shaped boards never close
 * up empty columns: a column keeps its place in the shape.
 */
export const SHAPES = ['rect', 'heart', 'diamond', 'circle', 'cross', 'arch'] as const;
export type Shape = (typeof SHAPES)[number];

/** Inside test on the unit square: u from -1 (left) to 1 (right), v from -1 (top) to 1 (bottom). */
const INSIDE: Record<Exclude<Shape, 'rect'>, (u: number, v: number) => boolean> = {
  // The quartic heart (x² + y² - 1)³ ≤ x² y³, scaled to fill the box, point down.
  heart: (u, v) => {
    const x = u * 1.14;
    const y = -v * 1.13 + 0.12;
    const a = x * x + y * y - 1;
    return a * a * a - x * x * y * y * y <= 0;
  },
  diamond: (u, v) => Math.abs(u) + Math.abs(v) <= 1.0001,
  circle: (u, v) => u * u + v * v <= 1.0001,
  cross: (u, v) => Math.abs(u) <= 0.36 || Math.abs(v) <= 0.36,
  // A gateway: everything but a round-topped opening in the middle of the bottom.
  arch: (u, v) => {
    const dx = u / 0.5;
    const dy = (v - 1) / 1.15;
    return dx * dx + dy * dy > 1;
  },
};

/** The mask of a shape on a cols x rows grid (row-major), or null for the full rectangle. */
export function shapeMask(shape: Shape, cols: number, rows: number): boolean[] | null {
  if (shape === 'rect') return null;
  const inside = INSIDE[shape];
  const mask: boolean[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      // Cell centres, so a shape is symmetric on the grid.
      mask.push(inside(((x + 0.5) / cols) * 2 - 1, ((y + 0.5) / rows) * 2 - 1));
    }
  }
  return mask;
}

/** Each column's run of shape cells: `floor` cells below it, `room` cells in it. */
export interface ColumnSpans {
  readonly floor: readonly number[];
  readonly room: readonly number[];
}

/** The columns' runs of a mask (null: the whole grid); null when a column's cells are not one run. */
export function columnSpans(mask: readonly boolean[] | null | undefined, cols: number, rows: number): ColumnSpans | null {
  const floor: number[] = [];
  const room: number[] = [];
  for (let x = 0; x < cols; x++) {
    if (!mask) {
      floor.push(0);
      room.push(rows);
      continue;
    }
    let below = 0;
    let y = rows - 1;
    while (y >= 0 && !mask[y * cols + x]) {
      y--;
      below++;
    }
    let inside = 0;
    while (y >= 0 && mask[y * cols + x]) {
      y--;
      inside++;
    }
    while (y >= 0 && !mask[y * cols + x]) y--;
    if (y >= 0) return null;
    floor.push(inside === 0 ? 0 : below);
    room.push(inside);
  }
  return { floor, room };
}

/** Whether the cell (x, y) of the board is in its shape. */
export const inShape = (board: { readonly cols: number; readonly mask?: readonly boolean[] }, x: number, y: number): boolean =>
  board.mask === undefined || board.mask[y * board.cols + x] === true;
