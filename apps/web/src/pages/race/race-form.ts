import type { GameName } from '@gridrace/core';
import { RaceLimits, type RaceCreate } from '@gridrace/protocol';
import { presetsOf } from '../games.ts';

/** Where the board of a new race comes from. */
export type BoardChoice = 'random' | 'daily' | 'seed';

export interface RaceForm {
  readonly game: GameName;
  readonly preset: string;
  readonly board: BoardChoice;
  readonly seed: string;
  /** Minutes; only `walls` races are offered a choice (others keep the server's 10 minutes). */
  readonly minutes: number;
}

/** The first board of each game a race starts on: small enough for a quick race. */
const QUICK_PRESET: Readonly<Record<GameName, string>> = { fifteen: '3x3', same: 'small', pipes: 'small', walls: 'simple' };
export const WALLS_MINUTES = [1, 2, 3, 5, 10] as const;

export function initialForm(game: GameName = 'fifteen'): RaceForm {
  return { game, preset: QUICK_PRESET[game], board: 'random', seed: '', minutes: RaceLimits.wallsTimeLimitMs / 60_000 };
}

/** The `race:create` payload of a filled-in form, or why it cannot be sent yet. */
export function raceRequest(form: RaceForm): { ok: true; value: RaceCreate } | { ok: false; message: string } {
  const preset = presetsOf(form.game).find((p) => p.name === form.preset);
  if (!preset) return { ok: false, message: `No board size “${form.preset}” for this game.` };
  const seed = form.seed.trim();
  if (form.board === 'seed' && (seed.length === 0 || seed.length > 64)) return { ok: false, message: 'A seed is 1 to 64 characters of any text.' };
  // A daily race plays the daily's own params, whatever size is picked.
  const base: RaceCreate = form.board === 'daily' ? { game: form.game, seed: 'daily' } : { game: form.game, params: preset.params as RaceCreate['params'] };
  const withSeed = form.board === 'seed' ? { ...base, seed } : base;
  return { ok: true, value: form.game === 'walls' ? { ...withSeed, timeLimitS: form.minutes * 60 } : withSeed };
}
