/** Placeholder until the pattern-database search lands. */
export function solveOptimal4x4(_tiles: readonly number[], _maxNodes: number): number[] | null {
  return null;
}
