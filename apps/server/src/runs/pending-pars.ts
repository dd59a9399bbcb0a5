/**
 * The runs that started before their puzzle's par was known, by puzzle id: when the par
 * comes, each of them is settled from its stored log (`ParSettling`). Kept in memory; after a
 * restart the store tells them again (`Store.runsAwaitingPar`).
 */
export class PendingPars {
  private readonly runsByPuzzle = new Map<string, Set<string>>();

  add(puzzleId: string, runId: string): void {
    const runs = this.runsByPuzzle.get(puzzleId) ?? new Set<string>();
    runs.add(runId);
    this.runsByPuzzle.set(puzzleId, runs);
  }

  /** The runs waiting for this puzzle's par, which are no longer waiting once taken. */
  take(puzzleId: string): string[] {
    const runs = this.runsByPuzzle.get(puzzleId);
    this.runsByPuzzle.delete(puzzleId);
    return runs ? [...runs] : [];
  }
}
