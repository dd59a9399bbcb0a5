import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import { drawAhead, type DrawnAhead, type PuzzleChoice } from './race-puzzles.ts';
import type { Race } from './race.ts';

/** Rooms closed by another process leave theirs here: past this many, the oldest go first. */
const NEXT_PUZZLES_KEPT = 10_000;

/**
 * The next round's puzzle of each room, drawn when a round starts and solved while it is
 * raced, so a rematch's par is usually known already (on the process that started the round).
 */
export class NextPuzzles {
  private readonly byRound = new Map<string, DrawnAhead>();

  constructor(private readonly deps: { readonly catalog: PuzzleCatalog }) {}

  /** Draws the puzzle that follows the race's current round. */
  prepare(race: Race): void {
    if (this.byRound.size >= NEXT_PUZZLES_KEPT) this.drop(this.byRound.keys().next().value!);
    const round = key(race.code, race.round);
    this.drop(round);
    this.byRound.set(round, drawAhead(this.deps, race.game, race.params));
  }

  /**
   * The puzzle drawn after `round`, at once, whether or not its par is solved yet (the runs
   * are settled when it comes); undefined when none was drawn here (the rematch then draws its own).
   */
  take(code: string, round: number): PuzzleChoice | undefined {
    const prepared = this.byRound.get(key(code, round));
    this.byRound.delete(key(code, round));
    if (!prepared?.puzzleId) return undefined;
    // Now somebody waits for it: if its par is still queued, it goes before those drawn ahead.
    this.deps.catalog.hurry(prepared.puzzleId);
    return { ok: true, puzzleId: prepared.puzzleId };
  }

  /** The room closed: its drawn puzzles go too, and so do their pars still waiting to be solved. */
  forget(code: string): void {
    for (const drawn of [...this.byRound.keys()]) if (drawn.startsWith(`${code}:`)) this.drop(drawn);
  }

  /** A drawn puzzle nobody will race: a walls par left queued would take a second of a solver thread. */
  private drop(round: string): void {
    const drawn = this.byRound.get(round);
    this.byRound.delete(round);
    if (drawn?.puzzleId) this.deps.catalog.drop(drawn.puzzleId);
  }
}

const key = (code: string, round: number) => `${code}:${round}`;
