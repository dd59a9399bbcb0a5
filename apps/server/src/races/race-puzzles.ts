import { seededPuzzle, type GameName } from '@gridrace/core';
import { ErrorCode, type Problem } from '@gridrace/protocol';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { Dailies } from '../puzzles/daily.ts';
import { freshSeed } from '../puzzles/fresh-seed.ts';

export type PuzzleChoice = { ok: true; puzzleId: string } | { ok: false; error: Problem };

/**
 * The puzzle of a race: today's daily, a chosen seed, or a fresh random one. It is opened
 * (its par solved) now, so no solving happens once the racers' clocks run.
 */
export async function racePuzzle(
  deps: { catalog: PuzzleCatalog; dailies: Dailies },
  game: GameName,
  params: Record<string, unknown>,
  seed: string | null,
): Promise<PuzzleChoice> {
  if (seed === 'daily') {
    const daily = await deps.dailies.puzzle(deps.dailies.today(), game);
    return daily.ok ? { ok: true, puzzleId: daily.puzzle.id } : { ok: false, error: { code: ErrorCode.NotFound, message: 'There is no daily puzzle today.' } };
  }
  const made = seededPuzzle(game, params, seed ?? freshSeed());
  // Core's words already say what is wrong with which params ("Bad walls params: ...").
  if (!made.ok) return { ok: false, error: { code: ErrorCode.InvalidPayload, message: made.error.message } };
  return chosen(deps.catalog, made.value.id);
}

/** The puzzle opened (its par solved unless stored), as a race's choice. */
async function chosen(catalog: PuzzleCatalog, puzzleId: string, options?: { ahead: boolean }): Promise<PuzzleChoice> {
  const opened = await catalog.open(puzzleId, options);
  return opened.ok ? { ok: true, puzzleId: opened.value.id } : { ok: false, error: opened.error };
}

/** A puzzle drawn for a race's next round: its id at once, its par solved ahead (`PuzzleCatalog.open`). */
export interface DrawnAhead {
  readonly puzzleId: string | null;
  /** Never rejects: a failed draw is no rematch failure, the rematch then draws its own. */
  readonly choice: Promise<PuzzleChoice | undefined>;
}

/** A fresh random puzzle for the next round, its par solved behind the ones somebody waits for. */
export function drawAhead(deps: { catalog: PuzzleCatalog }, game: GameName, params: Record<string, unknown>): DrawnAhead {
  const made = seededPuzzle(game, params, freshSeed());
  if (!made.ok) return { puzzleId: null, choice: Promise.resolve(undefined) };
  const puzzleId = made.value.id;
  return { puzzleId, choice: chosen(deps.catalog, puzzleId, { ahead: true }).catch(() => undefined) };
}
