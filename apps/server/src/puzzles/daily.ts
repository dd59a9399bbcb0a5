import { createHmac } from 'node:crypto';
import { GAMES, rulesOf, seededPuzzle, type GameName, type Puzzle, type Result } from '@gridrace/core';
import type { PuzzlesStore, SettingsStore } from '../store/store.ts';
import type { PuzzleCatalog } from './catalog.ts';

/** The fixed params of each game's daily puzzle (docs/puzzle-ids.md#daily-puzzles), as its rules give them. */
export const DAILY_PARAMS: Readonly<Record<GameName, Record<string, unknown>>> = Object.fromEntries(
  GAMES.map((game) => [game, rulesOf(game).dailyParams as Record<string, unknown>]),
) as Record<GameName, Record<string, unknown>>;

export type DailyLookup =
  /** `parPending`: its par is still being solved (then `puzzle.par` is null): nobody waits for a solver. */
  { ok: true; puzzle: Puzzle; parPending: boolean } | { ok: false; reason: 'future' | 'bad_date' } | { ok: false; reason: 'before_first_day'; firstDay: string };

/** The setting that keeps a deployment's first day of dailies (`Store.keepFirst`). */
const FIRST_DAY = 'dailies_since';

/** Today's date in UTC as YYYY-MM-DD. */
export const utcDate = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** A real calendar date (2026-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The day after `date` (YYYY-MM-DD, UTC). */
export function nextDay(date: string): string {
  return utcDate(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
}

/**
 * The first day of a deployment's dailies: DAILIES_SINCE when configured; else the day its
 * database first started, kept there, so that every process sharing it has the same. A
 * database from before that record starts at its first daily somebody played (the days
 * played stay reachable), or today.
 */
export async function firstDayOf(store: PuzzlesStore & SettingsStore, configured: string | null, today: string): Promise<string> {
  if (configured !== null) return configured;
  const kept = await store.setting(FIRST_DAY);
  if (kept !== null) return kept;
  const played = await store.earliestPlayedDaily();
  return store.keepFirst(FIRST_DAY, played !== null && played < today ? played : today);
}

/**
 * The daily seed is HMAC-SHA256(secret, date + game): nobody without the secret can
 * compute tomorrow's board, and two deployments with different secrets differ.
 */
export function dailySeed(secret: string, date: string, game: GameName): string {
  return createHmac('sha256', secret).update(`${date}/${game}`).digest('base64url').slice(0, 22);
}

/**
 * The daily puzzles (docs/puzzle-ids.md#daily-puzzles), from the deployment's first day on: an earlier date is refused
 * before anything is computed, so old dates cannot keep the solvers busy. A future date is
 * unknown until that day starts (UTC), even once its puzzle is prepared.
 */
export class Dailies {
  constructor(
    private readonly store: PuzzlesStore,
    private readonly catalog: PuzzleCatalog,
    private readonly secret: string,
    private readonly now: () => number,
    readonly firstDay: string,
  ) {}

  today(): string {
    return utcDate(this.now());
  }

  /**
   * The day's puzzle at once, with its par when known (it mostly is: `prepareAhead`), else
   * with par null while the solver finds it, as every start gets a puzzle (issue 18): a past
   * day nobody opened yet, or a server's first minutes, never keep a page or a race waiting.
   */
  async puzzle(date: string, game: GameName): Promise<DailyLookup> {
    if (!isCalendarDate(date)) return { ok: false, reason: 'bad_date' };
    if (date > this.today()) return { ok: false, reason: 'future' };
    if (date < this.firstDay) return { ok: false, reason: 'before_first_day', firstDay: this.firstDay };
    const id = await this.idOf(date, game);
    const playable = await this.catalog.playable(id);
    if (!playable.ok) throw new Error(`daily ${date}/${game} (${id}) does not open: ${playable.error.message}`);
    return { ok: true, ...playable.value };
  }

  async all(date: string): Promise<DailyLookup[]> {
    const found: DailyLookup[] = [];
    for (const game of GAMES) found.push(await this.puzzle(date, game));
    return found;
  }

  /**
   * Today's and tomorrow's puzzles stored and their pars solved, behind the pars somebody
   * waits for: the first player of a day finds it ready. One at a time, so that preparing
   * never takes every solver thread.
   */
  async prepareAhead(): Promise<void> {
    const today = this.today();
    for (const date of [today, nextDay(today)]) {
      if (date < this.firstDay) continue;
      for (const game of GAMES) await this.open(date, game, { ahead: true });
    }
  }

  private async idOf(date: string, game: GameName): Promise<string> {
    return (await this.store.dailyPuzzleId(date, game)) ?? (await this.create(date, game));
  }

  private async open(date: string, game: GameName, options?: { ahead: boolean }): Promise<Puzzle> {
    const id = await this.idOf(date, game);
    const opened = await this.catalog.open(id, options);
    if (!opened.ok) throw new Error(`daily ${date}/${game} (${id}) does not open: ${opened.error.message}`);
    return opened.value;
  }

  private async create(date: string, game: GameName): Promise<string> {
    const made: Result<{ id: string }> = seededPuzzle(game, DAILY_PARAMS[game], dailySeed(this.secret, date, game));
    if (!made.ok) throw new Error(`daily params of ${game} are invalid: ${made.error.message}`);
    // Stored, so that a later change of secret or generator keeps the days already played.
    // Two processes making the same day at once store one row: the first is kept, both read it.
    await this.store.saveDaily(date, game, made.value.id);
    return (await this.store.dailyPuzzleId(date, game)) ?? made.value.id;
  }
}
