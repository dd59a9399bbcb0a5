import { openPuzzle, type Puzzle, type PuzzleBoard, type Result } from '@gridrace/core';
import type { Solver } from '../solver/solver.ts';
import type { Store } from '../store/store.ts';

const MEMORY_LIMIT = 256;

/**
 * Opens puzzles by id with their par. Par is a pure function of the id (SPEC §1), so it
 * is computed once, kept in the database, and shared by every process.
 */
export class PuzzleCatalog {
  private readonly recent = new Map<string, Puzzle>();
  private readonly solving = new Map<string, Promise<Puzzle>>();

  constructor(
    private readonly store: Store,
    private readonly solver: Solver,
  ) {}

  async open(id: string): Promise<Result<Puzzle>> {
    const cached = this.recent.get(id);
    if (cached) {
      this.remember(cached);
      return { ok: true, value: cached };
    }
    const board = openPuzzle(id);
    if (!board.ok) return board;
    // Two requests for the same new puzzle share one solve.
    let pending = this.solving.get(board.value.id);
    if (!pending) {
      pending = this.withPar(board.value).finally(() => this.solving.delete(board.value.id));
      this.solving.set(board.value.id, pending);
    }
    const puzzle = await pending;
    this.remember(puzzle);
    return { ok: true, value: puzzle };
  }

  private async withPar(board: PuzzleBoard): Promise<Puzzle> {
    const stored = await this.store.solvedPuzzle(board.id);
    if (stored) return { ...board, par: stored.par, optimal: stored.optimal, solution: stored.solution };
    const solved = await this.solver.par(board.id);
    await this.store.saveSolvedPuzzle({ id: board.id, game: board.game, ...solved });
    return { ...board, ...solved };
  }

  private remember(puzzle: Puzzle): void {
    // A Map iterates in insertion order: re-inserting makes it the newest, so this is an LRU.
    this.recent.delete(puzzle.id);
    this.recent.set(puzzle.id, puzzle);
    if (this.recent.size > MEMORY_LIMIT) {
      const oldest = this.recent.keys().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
  }
}
