import { openPuzzle, type Puzzle, type PuzzleBoard, type Result } from '@gridrace/core';
import type { Ticket } from '../solver/job-queue.ts';
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
  /** The queue tickets of the pars being solved, by puzzle id, so that `hurry` can move them up. */
  private readonly tickets = new Map<string, Ticket>();

  constructor(
    private readonly store: Store,
    private readonly solver: Solver,
  ) {}

  /**
   * `ahead`: nobody waits for this puzzle yet (a race's next round), so a new par is solved
   * behind the ones somebody waits for; opening it again without `ahead` hurries it.
   */
  async open(id: string, { ahead = false }: { ahead?: boolean } = {}): Promise<Result<Puzzle>> {
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
      const ticket: Ticket = { lane: ahead ? 'ahead' : 'par' };
      this.tickets.set(board.value.id, ticket);
      pending = this.withPar(board.value, ticket).finally(() => {
        this.solving.delete(board.value.id);
        this.tickets.delete(board.value.id);
      });
      this.solving.set(board.value.id, pending);
    } else if (!ahead) {
      this.hurry(board.value.id);
    }
    const puzzle = await pending;
    this.remember(puzzle);
    return { ok: true, value: puzzle };
  }

  /** Someone now waits for a puzzle opened `ahead`: its par, if still queued, goes before those solved ahead. */
  hurry(id: string): void {
    // The solver reads the ticket when it takes the job: this holds whether the par is
    // queued already or still waits for the store's answer.
    const ticket = this.tickets.get(id);
    if (ticket) ticket.lane = 'par';
  }

  private async withPar(board: PuzzleBoard, ticket: Ticket): Promise<Puzzle> {
    const stored = await this.store.solvedPuzzle(board.id);
    if (stored) return { ...board, par: stored.par, optimal: stored.optimal, solution: stored.solution };
    const solved = await this.solver.par(board.id, ticket);
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
