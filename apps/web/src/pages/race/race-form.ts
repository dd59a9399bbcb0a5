import { type GameName, goalPolicyOf, rulesOf } from '@gridrace/core';
import type { RaceCreate } from '@gridrace/protocol';
import { presetsOf } from '../games.ts';
import { t } from '../../i18n/messages.ts';

/** Where the board of a new race comes from. */
export type BoardChoice = 'random' | 'daily' | 'seed';

export interface RaceForm {
  readonly game: GameName;
  readonly preset: string;
  readonly board: BoardChoice;
  readonly seed: string;
  /** Minutes; only races of `score` games are offered a choice (the clock decides them; others keep the rules' limit). */
  readonly minutes: number;
  /** Rated: the board is one the server draws (no seed, no daily), of one of the game's sizes. */
  readonly rated: boolean;
}

/** The time limits a host can pick for a race that the clock decides. */
export const RACE_MINUTES = [1, 2, 3, 5, 10] as const;

/** Whether a race of this game is decided when its clock runs out, so its host picks how long it lasts. */
export const choosesMinutes = (game: GameName): boolean => goalPolicyOf(rulesOf(game)).playsOn;

/** A new race starts on the rules' quick preset (small enough for a quick race), and their time limit. */
export function initialForm(game: GameName = 'fifteen'): RaceForm {
  const rules = rulesOf(game);
  return { game, preset: rules.quickPreset, board: 'random', seed: '', minutes: rules.timeLimits.raceMs / 60_000, rated: false };
}

/** The `race:create` payload of a filled-in form, or why it cannot be sent yet. */
export function raceRequest(form: RaceForm): { ok: true; value: RaceCreate } | { ok: false; message: string } {
  const preset = presetsOf(form.game).find((p) => p.name === form.preset);
  if (!preset) return { ok: false, message: t('race.form.noPreset', { preset: form.preset }) };
  const seed = form.seed.trim();
  // A rated race takes no seed and no daily (docs/fair-play.md#ratings): whatever board was picked before, the server draws it.
  if (form.rated) {
    const rated: RaceCreate = { game: form.game, params: preset.params as RaceCreate['params'], rated: true };
    return { ok: true, value: choosesMinutes(form.game) ? { ...rated, timeLimitS: form.minutes * 60 } : rated };
  }
  if (form.board === 'seed' && (seed.length === 0 || seed.length > 64)) return { ok: false, message: t('race.form.badSeed') };
  // A daily race plays the daily's own params, whatever size is picked.
  const base: RaceCreate = form.board === 'daily' ? { game: form.game, seed: 'daily' } : { game: form.game, params: preset.params as RaceCreate['params'] };
  const withSeed = form.board === 'seed' ? { ...base, seed } : base;
  return { ok: true, value: choosesMinutes(form.game) ? { ...withSeed, timeLimitS: form.minutes * 60 } : withSeed };
}
