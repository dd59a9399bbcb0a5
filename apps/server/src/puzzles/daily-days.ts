import { formatPuzzleId, GAMES, parsePuzzleId, rulesOf } from '@gridrace/core';
import { ErrorCode, type Problem } from '@gridrace/protocol';
import type { PuzzlesStore } from '../store/store.ts';
import { DAILY_PARAMS, dailySeed, nextDay, utcDate } from './daily.ts';

/**
 * How far ahead (and back) the dailies' ids are known without the store: a daily stored
 * (`prepareAhead`: today and tomorrow; any day somebody opened) is found there, any other is
 * computed here. Ahead, so that nobody holding the secret opens a daily's board before its day
 * however far ahead they compute it; today and back, so that a daily played by its id before
 * anyone opened its day still counts as that daily (one attempt, within its day).
 */
export const DAYS_AHEAD = 400;

/**
 * Which day a puzzle is the daily of (docs/fair-play.md#one-attempt-at-a-daily): the stored
 * day, else a coming day whose daily it would be. Every door that serves a board or opens a run
 * asks it, so a daily is served from its day on, never before.
 */
export class DailyDays {
  /** The daily ids of the days around today, made again once a day: some 3,200 HMACs, no board generated. */
  private near: { today: string; days: Map<string, string> } | null = null;

  constructor(
    private readonly store: Pick<PuzzlesStore, 'dailyDateOf'>,
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  today(): string {
    return utcDate(this.now());
  }

  /** The day whose daily `puzzleId` is (stored, or computed for the days around today), else null. */
  async dayOf(puzzleId: string): Promise<string | null> {
    const canonical = canonicalId(puzzleId);
    if (canonical === null) return null;
    return (await this.store.dailyDateOf(canonical)) ?? this.nearDayOf(canonical);
  }

  /** A refusal when `puzzleId` is a daily whose day has not started (UTC), else null. */
  async notYet(puzzleId: string): Promise<Problem | null> {
    const day = await this.dayOf(puzzleId);
    return day !== null && day > this.today() ? notYetProblem() : null;
  }

  private nearDayOf(canonical: string): string | null {
    const today = this.today();
    if (this.near?.today !== today) this.near = { today, days: nearDailies(this.secret, today) };
    return this.near.days.get(canonical) ?? null;
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

/** The daily ids of the `DAYS_AHEAD` days before `today`, today and the `DAYS_AHEAD` after, to their day. */
function nearDailies(secret: string, today: string): Map<string, string> {
  const days = new Map<string, string>();
  // As `seededPuzzle` writes a daily's id (`Dailies.create`), without generating its board.
  const kinds = GAMES.map((game) => {
    const rules = rulesOf(game);
    return { game, version: rules.version, params: rules.formatParams(rules.paramsSchema.parse(DAILY_PARAMS[game])) };
  });
  let day = utcDate(Date.parse(`${today}T00:00:00Z`) - (DAYS_AHEAD + 1) * 86_400_000);
  for (let i = 0; i <= 2 * DAYS_AHEAD; i++) {
    day = nextDay(day);
    for (const { game, version, params } of kinds) {
      days.set(formatPuzzleId({ kind: 'seeded', game, version, params, seed: dailySeed(secret, day, game) }), day);
    }
  }
  return days;
}
