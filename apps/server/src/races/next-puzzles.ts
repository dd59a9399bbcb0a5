import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { Asker } from '../puzzles/par-costs.ts';
import { drawAhead, type DrawnAhead, type PuzzleChoice } from './race-puzzles.ts';
import { isGhost, type Race } from './race.ts';

/** Rooms closed by another process leave theirs here: past this many, the oldest go first. */
const NEXT_PUZZLES_KEPT = 10_000;

/**
 * The next round's puzzle of each room, drawn when a round starts and solved while it is
 * raced, so a rematch's par is usually known already (on the process that started the round).
 * Its par is charged to whoever started the round, as a new par asked for now: a host looping
 * rooms and rematches makes the solver work only within their limits.
 */
export class NextPuzzles {
  private readonly byRound = new Map<string, DrawnAhead>();
  /** Who started each round here (`race:start`): the player and the address charged for the puzzle drawn then. */
  private readonly starters = new Map<string, Asker>();

  constructor(private readonly deps: { readonly catalog: PuzzleCatalog }) {}

  /** `asker` started the race's round `round`: the puzzle drawn when it begins is charged to them. */
  started(code: string, round: number, asker: Asker): void {
    if (this.starters.size >= NEXT_PUZZLES_KEPT) this.starters.delete(this.starters.keys().next().value!);
    this.starters.set(key(code, round), asker);
  }

  /**
   * Draws the puzzle that follows the race's current round, charged to whoever started the
   * round; started elsewhere (another process, a quick race's countdown), to the host alone.
   */
  prepare(race: Race): void {
    const round = key(race.code, race.round);
    const asker = this.starters.get(round) ?? { playerId: race.hostId, address: null };
    this.starters.delete(round);
    // A ghost race is raced again on its ghosts' puzzle (`RaceService.rematch`): none is drawn.
    if (race.members.some(isGhost)) return;
    if (this.byRound.size >= NEXT_PUZZLES_KEPT) this.drop(this.byRound.keys().next().value!);
    this.drop(round);
    this.byRound.set(round, drawAhead(this.deps, race.game, race.params, asker));
  }

  /**
   * The puzzle drawn after `round`, as soon as its charge is decided, whether or not its par is
   * solved yet (the runs are settled when it comes); undefined when none was drawn here, or its
   * charge was refused (the rematch then draws its own, and is charged for it).
   */
  async take(code: string, round: number): Promise<PuzzleChoice | undefined> {
    const prepared = this.byRound.get(key(code, round));
    this.byRound.delete(key(code, round));
    if (!prepared?.puzzleId || !(await prepared.drawn)) return undefined;
    // Now somebody waits for it: if its par is still queued, it goes before those drawn ahead.
    this.deps.catalog.hurry(prepared.puzzleId);
    return { ok: true, puzzleId: prepared.puzzleId };
  }

  /** The room closed: its drawn puzzles go too, and so do their pars still waiting to be solved. */
  forget(code: string): void {
    for (const drawn of [...this.byRound.keys()]) if (drawn.startsWith(`${code}:`)) this.drop(drawn);
    for (const round of [...this.starters.keys()]) if (round.startsWith(`${code}:`)) this.starters.delete(round);
  }

  /** A drawn puzzle nobody will race: a walls par left queued would take a second of a solver thread. */
  private drop(round: string): void {
    const drawn = this.byRound.get(round);
    this.byRound.delete(round);
    if (drawn?.puzzleId) this.deps.catalog.drop(drawn.puzzleId);
  }
}

const key = (code: string, round: number) => `${code}:${round}`;
