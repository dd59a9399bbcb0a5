import { formatPuzzleId, GAMES, parsePuzzleId, rulesOf } from '@gridrace/core';
import { ErrorCode, type Problem } from '@gridrace/protocol';
import type { PuzzlesStore } from '../store/store.ts';
import { DAILY_PARAMS, dailySeed, nextDay, utcDate } from './daily.ts';

/**
 * How far ahead the coming dailies' ids are known: a daily stored ahead (`prepareAhead`:
 * tomorrow) is found in the store, any later one is computed here, so that nobody holding the
 * secret opens a daily's board before its day, however far ahead they compute it.
 */
export const DAYS_AHEAD = 400;

/**
 * Which day a puzzle is the daily of (docs/fair-play.md#one-attempt-at-a-daily): the stored
 * day, else a coming day whose daily it would be. Every door that serves a board or opens a run
 * asks it, so a daily is served from its day on, never before.
 */
export class DailyDays {
  /** The coming days' daily ids, made again once a day: some 1,600 HMACs, no board generated. */
  private coming: { today: string; days: Map<string, string> } | null = null;

  constructor(
    private readonly store: Pick<PuzzlesStore, 'dailyDateOf'>,
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  today(): string {
    return utcDate(this.now());
  }

  /** The day whose daily `puzzleId` is (stored or coming), else null. */
  async dayOf(puzzleId: string): Promise<string | null> {
    const canonical = canonicalId(puzzleId);
    if (canonical === null) return null;
    return (await this.store.dailyDateOf(canonical)) ?? this.comingDayOf(canonical);
  }

  /** A refusal when `puzzleId` is a daily whose day has not started (UTC), else null. */
  async notYet(puzzleId: string): Promise<Problem | null> {
    const day = await this.dayOf(puzzleId);
    return day !== null && day > this.today() ? notYetProblem() : null;
  }

  private comingDayOf(canonical: string): string | null {
    const today = this.today();
    if (this.coming?.today !== today) this.coming = { today, days: comingDailies(this.secret, today) };
    return this.coming.days.get(canonical) ?? null;
  }
}

/**
 * The refusal of a daily before its day: the 404 of an unknown daily (`GET /daily` of a future
 * date), which tells nothing more of the puzzle than a puzzle nobody has.
 */
export const notYetProblem = (): Problem => ({
  code: ErrorCode.NotFound,
  message: 'This puzzle is a daily whose day has not started yet (UTC): it opens on its day.',
});

/** The id as stored (ids are canonical: parse and format are inverses), or null for no id. */
function canonicalId(puzzleId: string): string | null {
  const ref = parsePuzzleId(puzzleId);
  return ref.ok ? formatPuzzleId(ref.value) : null;
}

/** The daily ids of the `DAYS_AHEAD` days after `today`, to their day. */
function comingDailies(secret: string, today: string): Map<string, string> {
  const days = new Map<string, string>();
  // As `seededPuzzle` writes a daily's id (`Dailies.create`), without generating its board.
  const kinds = GAMES.map((game) => {
    const rules = rulesOf(game);
    return { game, version: rules.version, params: rules.formatParams(rules.paramsSchema.parse(DAILY_PARAMS[game])) };
  });
  let day = today;
  for (let i = 0; i < DAYS_AHEAD; i++) {
    day = nextDay(day);
    for (const { game, version, params } of kinds) {
      days.set(formatPuzzleId({ kind: 'seeded', game, version, params, seed: dailySeed(secret, day, game) }), day);
    }
  }
  return days;
}
