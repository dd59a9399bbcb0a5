/**
 * Korf's (1985) 15-puzzle instances use the goal 0 1 2 ... 15 with the gap top-left. Turning
 * the board 180° and renumbering each tile t as 16-t maps that goal onto ours (gap
 * bottom-right), move for move, so optimal lengths carry over unchanged.
 */
export function fromKorf(tiles: readonly number[]): number[] {
  if (tiles.length !== 16) throw new RangeError('A Korf instance has 16 tiles.');
  const ours = new Array<number>(16);
  for (let i = 0; i < 16; i++) {
    const t = tiles[i]!;
    ours[15 - i] = t === 0 ? 0 : 16 - t;
  }
  return ours;
}
