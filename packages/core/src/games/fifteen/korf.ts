/**
 * Korf's instances (the 15-puzzle's 100, 1985; the 24-puzzle's 50 with Felner, 2002) use the
 * goal 0 1 2 ... n²-1 with the gap top-left. Turning the board 180° and renumbering each tile
 * t as n²-t maps that goal onto ours (gap bottom-right), move for move, so optimal lengths
 * carry over unchanged.
 */
export function fromKorf(tiles: readonly number[]): number[] {
  const cells = tiles.length;
  const size = Math.round(Math.sqrt(cells));
  if (size * size !== cells || size < 2) throw new RangeError('A Korf instance is a square of tiles.');
  const ours = new Array<number>(cells);
  for (let i = 0; i < cells; i++) {
    const t = tiles[i]!;
    ours[cells - 1 - i] = t === 0 ? 0 : cells - t;
  }
  return ours;
}
