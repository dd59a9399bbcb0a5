import { seededPuzzle, type GameName } from '@gridrace/core';
import { ErrorCode, type Problem } from '@gridrace/protocol';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { Dailies } from '../puzzles/daily.ts';
import { newRaceSeed } from './race-codes.ts';

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
  const made = seededPuzzle(game, params, seed ?? newRaceSeed());
  if (!made.ok) return { ok: false, error: { code: ErrorCode.InvalidPayload, message: `Bad race:create params: ${made.error.message}` } };
  const opened = await deps.catalog.open(made.value.id);
  return opened.ok ? { ok: true, puzzleId: opened.value.id } : { ok: false, error: opened.error };
}
