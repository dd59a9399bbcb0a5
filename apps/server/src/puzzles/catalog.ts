import { openPuzzle, type Problem, type Puzzle, type PuzzleBoard, type Result } from '@gridrace/core';
import { ErrorCode } from '@gridrace/protocol';
import type { Ticket } from '../solver/job-queue.ts';
import type { ParAnswer } from '../solver/jobs.ts';
import type { Solver } from '../solver/solver.ts';
import { isOutdated } from '../solver/solver-versions.ts';
import type { PuzzlesStore, SolvedPuzzleRecord } from '../store/store.ts';
import { withBestScore } from './best-score.ts';
import { ParCosts, type Asker } from './par-costs.ts';

const MEMORY_LIMIT = 256;

/** New pars players may have waiting for the solver at once, by default (SOLVER_QUEUE_MAX). */
export const DEFAULT_MAX_ASKED_PARS = 32;

/** What a player's ask for a new par may cost: `ParCosts`, and how many such pars may wait at once. */
export interface NewParLimits {
  readonly costs?: ParCosts;
  /** Pars solved on players' asks, waiting for a thread or being solved: past this, a new ask is refused as busy. */
  readonly maxAsked?: number;
  readonly now?: () => number;
}

/** A puzzle as it can be played now: its par may still be on its way (`parPending`). */
export interface PlayableNow {
  readonly puzzle: Puzzle;
  /** True while the solver has not given par yet: `puzzle.par` is null until `onPar` tells it. */
  readonly parPending: boolean;
}

/**
 * Told of every par the solver newly gives, after it is stored. Listeners are awaited one
 * after another in the order they were added, before anyone waiting for the par hears it: the
 * runs are settled first, then the par is announced. A listener's failure goes to `onError`.
 */
export type ParListener = (puzzle: Puzzle) => void | Promise<void>;

/**
 * Opens puzzles by id with their par (and, for `same`, the best-known score). Par is a pure
 * function of the id and the solver (docs/games/README.md#par), so it is computed once, kept in the database,
 * and shared by every process; a par found by an older solver version is served as it is
 * while it is solved again in the background (the rules' `solverVersion`).
 */
export class PuzzleCatalog {
  private readonly recent = new Map<string, Puzzle>();
  private readonly solving = new Map<string, Promise<Puzzle>>();
  /**
   * The boards of the puzzles being solved: each racer's start opens the puzzle while its par
   * is pending, and generating the board again for each (a `same` board is some 8 KB) was
   * a twelfth of what the event loop allocated under load.
   */
  private readonly boards = new Map<string, PuzzleBoard>();
  /** The queue tickets of the pars being solved, by puzzle id, so that `hurry` can move them up. */
  private readonly tickets = new Map<string, Ticket>();
  /** Puzzles whose outdated par is being solved again. */
  private readonly refreshing = new Set<string>();
  private readonly parListeners: ParListener[] = [];
  /** The puzzles whose par is being solved on a player's ask (`NewParLimits.maxAsked` bounds them). */
  private readonly asked = new Set<string>();
  /** The puzzles drawn ahead on a player's charge (`drawAhead`): bounded by `maxAsked` too, on their own. */
  private readonly askedAhead = new Set<string>();
  private readonly costs: ParCosts;

  constructor(
    private readonly store: PuzzlesStore,
    private readonly solver: Solver,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly limits: NewParLimits = {},
  ) {
    this.costs = limits.costs ?? new ParCosts();
  }

  /**
   * `ahead`: nobody waits for this puzzle yet (a daily, a shelf's; a race's next round is
   * `drawAhead`'s), so a new par is solved behind the ones somebody waits for; opening it
   * again without `ahead` hurries it.
   * `asker`: a player (or a client address) asks; a new par is charged to them (`admit`).
   */
  async open(id: string, { ahead = false, asker }: { ahead?: boolean; asker?: Asker } = {}): Promise<Result<Puzzle>> {
    const cached = this.recent.get(id);
    if (cached) {
      this.remember(cached);
      return { ok: true, value: cached };
    }
    const board = this.openBoard(id);
    if (!board.ok) return board;
    if (asker && !this.solving.has(board.value.id) && !(await this.store.solvedPuzzle(board.value.id))) {
      const refused = this.admit(board.value.id, asker);
      if (refused) return { ok: false, error: refused };
    }
    const puzzle = await this.solved(board.value, ahead, asker);
    this.remember(puzzle);
    return { ok: true, value: puzzle };
  }

  /** The par of `board`, from the solve under way or a new one (two asks for one new puzzle share one solve). */
  private solved(board: PuzzleBoard, ahead: boolean, asker: Asker | undefined): Promise<Puzzle> {
    const pending = this.solving.get(board.id);
    if (pending) {
      if (!ahead) this.hurry(board.id);
      return pending;
    }
    // Each asker's pars wait in turn with everyone else's (`job-queue.ts`): a flood from one
    // address does not hold up another player's par for more than the job in hand.
    const ticket: Ticket = { lane: ahead ? 'ahead' : 'par', owner: asker ? (asker.address ?? asker.playerId ?? undefined) : undefined };
    this.tickets.set(board.id, ticket);
    this.boards.set(board.id, board);
    const started = this.withPar(board, ticket).finally(() => {
      this.solving.delete(board.id);
      this.tickets.delete(board.id);
      this.boards.delete(board.id);
      this.asked.delete(board.id);
      this.askedAhead.delete(board.id);
    });
    this.solving.set(board.id, started);
    return started;
  }

  /**
   * Charges `asker` for a new par the server will draw for them later (a quick race's puzzle),
   * by the same limits as a new par now: null when taken, else the refusal.
   */
  charge(asker: Asker): Problem | null {
    return this.costs.charge(asker, (this.limits.now ?? Date.now)());
  }

  /**
   * A player's ask for a par nobody has: refused as busy while `maxAsked` such pars wait
   * already (a clear 503 at once, never an endless wait), else charged to the asker
   * (`ParCosts`: `rate_limited` past their limits). Null: admitted, and counted in `asked`
   * (the pars asked for now, or those drawn ahead: each set has its own bound).
   */
  private admit(id: string, asker: Asker, asked: Set<string> = this.asked): Problem | null {
    if (this.solving.has(id)) return null;
    const maxAsked = this.limits.maxAsked ?? DEFAULT_MAX_ASKED_PARS;
    if (asked.size >= maxAsked) {
      return {
        code: ErrorCode.Unavailable,
        message: `The solver is busy: ${asked.size} new puzzles already wait for their par. Retry in a few seconds, or play a daily or a puzzle already solved meanwhile.`,
      };
    }
    const refused = this.charge(asker);
    if (refused) return refused;
    asked.add(id);
    return null;
  }

  /**
   * A puzzle drawn ahead for `asker` (a race's next round, drawn while the round is raced): a
   * new par is charged to them as one asked for now, and solved behind the pars somebody waits
   * for. Answers once that is decided: null when drawn (its par known, being solved, or queued
   * now), else the refusal, with nothing queued: past the asker's limits, or while `maxAsked`
   * pars drawn ahead wait already (so a host's rounds cannot make the solver work uncounted).
   */
  async drawAhead(id: string, asker: Asker): Promise<Problem | null> {
    if (this.recent.has(id)) return null;
    const board = this.openBoard(id);
    if (!board.ok) return board.error;
    if (!this.solving.has(board.value.id) && !(await this.store.solvedPuzzle(board.value.id))) {
      const refused = this.admit(board.value.id, asker, this.askedAhead);
      if (refused) return refused;
    }
    // The solve goes on behind this answer, as `playable`'s does.
    this.solved(board.value, true, asker)
      .then((puzzle) => this.remember(puzzle))
      .catch(() => undefined);
    return null;
  }

  /**
   * The puzzle without waiting for its solver (docs/games/README.md#par: no start waits for a par): with its par
   * when it is known (memory, or stored), else with par null while the par is solved, ahead
   * of the pars solved ahead, and announced to `onPar` once it is stored.
   */
  async playable(id: string, asker?: Asker): Promise<Result<PlayableNow>> {
    const cached = this.recent.get(id);
    if (cached) return { ok: true, value: { puzzle: cached, parPending: false } };
    const board = this.openBoard(id);
    if (!board.ok) return board;
    if (!this.solving.has(board.value.id)) {
      const stored = await this.store.solvedPuzzle(board.value.id);
      if (stored) {
        const puzzle = { ...board.value, par: stored.par, optimal: stored.optimal, solution: stored.solution };
        this.remember(puzzle);
        return { ok: true, value: { puzzle, parPending: false } };
      }
      const refused = asker ? this.admit(board.value.id, asker) : null;
      if (refused) return { ok: false, error: refused };
    }
    // The solve goes on behind this answer; its failure is the solver's to log, and the next
    // `playable` or `open` of this id tries again.
    this.solved(board.value, false, asker)
      .then((puzzle) => this.remember(puzzle))
      .catch(() => undefined);
    return { ok: true, value: { puzzle: { ...board.value, par: null, optimal: false, solution: [] }, parPending: true } };
  }

  /** The puzzle's board: the one kept while its par is solved, else generated from the id. */
  private openBoard(id: string): Result<PuzzleBoard> {
    const kept = this.boards.get(id);
    return kept ? { ok: true, value: kept } : openPuzzle(id);
  }

  /** Whether this puzzle's par is being solved now (`onPar` will tell it). */
  solvingPar(id: string): boolean {
    return this.solving.has(id);
  }

  /** The puzzle with its par when this process knows it now, without asking anyone. */
  known(id: string): Puzzle | undefined {
    return this.recent.get(id);
  }

  /** Calls `listener` with each puzzle whose par the solver has just given and the store kept. */
  onPar(listener: ParListener): void {
    this.parListeners.push(listener);
  }

  /** Someone now waits for a puzzle opened `ahead`: its par, if still queued, goes before those solved ahead. */
  hurry(id: string): void {
    // The solver reads the ticket when it takes the job: this holds whether the par is
    // queued already or still waits for the store's answer.
    const ticket = this.tickets.get(id);
    if (ticket) ticket.lane = 'par';
  }

  /**
   * Nobody will play this puzzle drawn ahead after all (its room closed): its par, while still
   * waiting for a thread among those solved ahead, is not solved (whoever opened it hears the
   * solver's `DROPPED`). A par somebody waits for, or one being solved, goes on.
   */
  drop(id: string): void {
    const ticket = this.tickets.get(id);
    if (ticket?.lane === 'ahead') this.solver.drop(ticket);
  }

  private async withPar(board: PuzzleBoard, ticket: Ticket): Promise<Puzzle> {
    const stored = await this.store.solvedPuzzle(board.id);
    if (stored) {
      if (isOutdated(board.game, stored.solverVersion)) this.refresh(board);
      return solvedBoard(board, stored);
    }
    const solved = await this.solver.par(board.id, ticket);
    await this.store.saveSolvedPuzzle({ id: board.id, game: board.game, ...solved });
    const puzzle = solvedBoard(board, solved);
    // Known from now on without a solve: whoever is told next opens it with its par.
    this.remember(puzzle);
    for (const listener of this.parListeners) {
      try {
        await listener(puzzle);
      } catch (error) {
        this.onError(error);
      }
    }
    return puzzle;
  }

  /**
   * Solves an outdated par again behind the pars somebody waits for, never on anybody's
   * path: whoever opens the puzzle meanwhile gets the stored one. The store keeps the newer
   * par and the higher best score; the row as stored then replaces the one in memory.
   */
  private refresh(board: PuzzleBoard): void {
    if (this.refreshing.has(board.id)) return;
    this.refreshing.add(board.id);
    this.solver
      .par(board.id, { lane: 'ahead' })
      .then(async (solved) => {
        await this.store.saveSolvedPuzzle({ id: board.id, game: board.game, ...solved });
        const stored = await this.store.solvedPuzzle(board.id);
        if (stored && this.recent.has(board.id)) this.recent.set(board.id, solvedBoard(board, stored));
      })
      .catch(this.onError)
      .finally(() => this.refreshing.delete(board.id));
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

const solvedBoard = (board: PuzzleBoard, solved: ParAnswer | SolvedPuzzleRecord): Puzzle =>
  withBestScore({ ...board, par: solved.par, optimal: solved.optimal, solution: solved.solution }, solved.best?.score ?? null);
