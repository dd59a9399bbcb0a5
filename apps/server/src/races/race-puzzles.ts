import { seededPuzzle, type GameName } from '@gridrace/core';
import { ErrorCode, type Problem } from '@gridrace/protocol';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { Dailies } from '../puzzles/daily.ts';
import type { DailyDays } from '../puzzles/daily-days.ts';
import type { Asker } from '../puzzles/par-costs.ts';
import { freshSeed } from '../puzzles/fresh-seed.ts';

export type PuzzleChoice = { ok: true; puzzleId: string } | { ok: false; error: Problem };

/**
 * The puzzle of a race: today's daily, a chosen seed, or a fresh random one. Nobody waits
 * for its par: it is solved meanwhile (mostly before the countdown ends), and settles the
 * racers' runs when it comes. A new par is charged to `asker` (none: the server draws it).
 */
export async function racePuzzle(
  deps: { catalog: PuzzleCatalog; dailies: Dailies; dailyDays: DailyDays },
  game: GameName,
  params: Record<string, unknown>,
  seed: string | null,
  asker?: Asker,
): Promise<PuzzleChoice> {
  if (seed === 'daily') {
    const daily = await deps.dailies.puzzle(deps.dailies.today(), game);
    return daily.ok ? { ok: true, puzzleId: daily.puzzle.id } : { ok: false, error: { code: ErrorCode.NotFound, message: 'There is no daily puzzle today.' } };
  }
  const made = seededPuzzle(game, params, seed ?? freshSeed());
  // Core's words already say what is wrong with which params ("Bad walls params: ...").
  if (!made.ok) return { ok: false, error: { code: ErrorCode.InvalidPayload, message: made.error.message } };
  // A coming daily's seed (known to whoever holds the secret) makes no race before its day.
  const notYet = await deps.dailyDays.notYet(made.value.id);
  if (notYet) return { ok: false, error: notYet };
  const opened = await deps.catalog.playable(made.value.id, asker);
  return opened.ok ? { ok: true, puzzleId: opened.value.puzzle.id } : { ok: false, error: opened.error };
}

/** A puzzle drawn for a race's next round: its id at once, its par solved ahead (`PuzzleCatalog.drawAhead`). */
export interface DrawnAhead {
  readonly puzzleId: string | null;
  /**
   * Whether it was drawn: false when the one charged for it was refused (past their limits,
   * or too many drawn ahead wait), or the draw failed. Never rejects: the rematch then draws its own.
   */
  readonly drawn: Promise<boolean>;
}

/** A fresh random puzzle for the next round, charged to `asker`, its par solved behind the ones somebody waits for. */
export function drawAhead(deps: { catalog: PuzzleCatalog }, game: GameName, params: Record<string, unknown>, asker: Asker): DrawnAhead {
  const made = seededPuzzle(game, params, freshSeed());
  if (!made.ok) return { puzzleId: null, drawn: Promise.resolve(false) };
  const puzzleId = made.value.id;
  const drawn = deps.catalog
    .drawAhead(puzzleId, asker)
    .then((refused) => refused === null)
    .catch(() => false);
  return { puzzleId, drawn };
}
