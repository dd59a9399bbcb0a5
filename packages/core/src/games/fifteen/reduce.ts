import { placeTiles } from './place.ts';

/**
 * The tile groups that solve the top row, then the left column, of a `size` board: one at a
 * time, except that each line's last two go together (the classic corner problem: placed one
 * by one, the last tile would have to disturb its neighbour).
 */
export function layerGroups(size: number): number[][] {
  const row = Array.from({ length: size }, (_, x) => x + 1);
  const column = Array.from({ length: size - 1 }, (_, y) => (y + 1) * size + 1);
  return [...lineGroups(row), ...lineGroups(column)];
}

function lineGroups(line: readonly number[]): number[][] {
  const groups: number[][] = [];
  // Pairs from the end; an odd tile out goes first, alone.
  const singles = line.length % 2;
  for (let i = 0; i < singles; i++) groups.push([line[i]!]);
  for (let i = singles; i < line.length; i += 2) groups.push([line[i]!, line[i + 1]!]);
  return groups;
}

/**
 * Solves the top row and left column of `tiles` (mutated), appending the cells slid to `out`.
 * Returns false only for an unsolvable board.
 */
export function solveLayer(size: number, tiles: number[], out: number[]): boolean {
  const fixed = new Array<boolean>(size * size).fill(false);
  for (const group of layerGroups(size)) {
    if (!placeTiles(size, tiles, fixed, group, out)) return false;
    for (const t of group) fixed[t - 1] = true;
  }
  return true;
}

/** The bottom-right (size-1) square, renumbered so that its own goal is the standard one. */
export function innerBoard(size: number, tiles: readonly number[]): number[] {
  const inner = size - 1;
  const sub: number[] = [];
  for (let y = 1; y < size; y++) {
    for (let x = 1; x < size; x++) {
      const t = tiles[y * size + x]!;
      if (t === 0) {
        sub.push(0);
        continue;
      }
      const hx = (t - 1) % size;
      const hy = Math.floor((t - 1) / size);
      sub.push((hy - 1) * inner + (hx - 1) + 1);
    }
  }
  return sub;
}

/** Maps a cell of the inner square back to the full board. */
export function outerCell(size: number, innerCell: number): number {
  const inner = size - 1;
  return (Math.floor(innerCell / inner) + 1) * size + (innerCell % inner) + 1;
}
