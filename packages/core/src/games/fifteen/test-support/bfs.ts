import { goalTiles } from '../board.ts';
import { neighbourTable } from '../place.ts';

/** Exact distance by breadth-first search over single-tile moves (positions near the goal only). */
export function bfsDistance(size: number, tiles: readonly number[], limit: number): number {
  const neighbours = neighbourTable(size);
  const goal = goalTiles(size).join(',');
  let layer = [tiles];
  const seen = new Set([tiles.join(',')]);
  for (let d = 0; d <= limit; d++) {
    const next: (readonly number[])[] = [];
    for (const t of layer) {
      if (t.join(',') === goal) return d;
      const gap = t.indexOf(0);
      for (const cell of neighbours[gap]!) {
        const moved = [...t];
        moved[gap] = moved[cell]!;
        moved[cell] = 0;
        const key = moved.join(',');
        if (!seen.has(key)) {
          seen.add(key);
          next.push(moved);
        }
      }
    }
    layer = next;
  }
  throw new Error('farther than the limit');
}
