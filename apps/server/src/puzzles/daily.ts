import { createHmac } from 'node:crypto';
import { GAMES, seededPuzzle, type GameName, type Puzzle, type Result } from '@gridrace/core';
import type { Store } from '../store/store.ts';
import type { PuzzleCatalog } from './catalog.ts';

/** The fixed params of each game's daily puzzle (SPEC §2). */
export const DAILY_PARAMS: Readonly<Record<GameName, Record<string, unknown>>> = {
  fifteen: { size: 4 },
  same: { cols: 15, rows: 10, colors: 3, generator: 'soluble' },
  pipes: { cols: 8, rows: 6 },
  walls: { preset: 'normal' },
};

export type DailyLookup = { ok: true; puzzle: Puzzle } | { ok: false; reason: 'future' | 'bad_date' };

/** Today's date in UTC as YYYY-MM-DD. */
export const utcDate = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** A real calendar date (2026-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * The daily seed is HMAC-SHA256(secret, date + game): nobody without the secret can
 * compute tomorrow's board, and two deployments with different secrets differ.
 */
export function dailySeed(secret: string, date: string, game: GameName): string {
  return createHmac('sha256', secret).update(`${date}/${game}`).digest('base64url').slice(0, 22);
}

export class Dailies {
  constructor(
    private readonly store: Store,
    private readonly catalog: PuzzleCatalog,
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  today(): string {
    return utcDate(this.now());
  }

  async puzzle(date: string, game: GameName): Promise<DailyLookup> {
    if (!isCalendarDate(date)) return { ok: false, reason: 'bad_date' };
    // A future date is unknown until that day starts (UTC), whatever its board would be.
    if (date > this.today()) return { ok: false, reason: 'future' };
    const id = (await this.store.dailyPuzzleId(date, game)) ?? (await this.create(date, game));
    const opened = await this.catalog.open(id);
    if (!opened.ok) throw new Error(`daily ${date}/${game} (${id}) does not open: ${opened.error.message}`);
    return { ok: true, puzzle: opened.value };
  }

  async all(date: string): Promise<DailyLookup[]> {
    const found: DailyLookup[] = [];
    for (const game of GAMES) found.push(await this.puzzle(date, game));
    return found;
  }

  private async create(date: string, game: GameName): Promise<string> {
    const made: Result<{ id: string }> = seededPuzzle(game, DAILY_PARAMS[game], dailySeed(this.secret, date, game));
    if (!made.ok) throw new Error(`daily params of ${game} are invalid: ${made.error.message}`);
    // Stored, so that a later change of secret or generator keeps the days already played.
    await this.store.saveDaily(date, game, made.value.id);
    return (await this.store.dailyPuzzleId(date, game)) ?? made.value.id;
  }
}
