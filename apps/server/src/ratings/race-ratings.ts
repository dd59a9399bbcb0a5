import { setTimeout as sleep } from 'node:timers/promises';
import type { GameName } from '@gridrace/core';
import { RatingLimits, type NotRatedReason, type RaceRatingChange } from '@gridrace/protocol';
import { raceRanks } from '../races/race-view.ts';
import type { RaceStore } from '../races/race-store.ts';
import type { Race, RaceRatingsOutcome } from '../races/race.ts';
import type { RatedRaceRecord, RatedStanding, RatingRecord, RatingsStore, RunsStore } from '../store/store.ts';
import { outOfRatings } from './fair-play.ts';
import { initialRating, rateRace, type NewRating } from './glicko.ts';
import { countedRacers, instantGiveUp, pairKey, pairsOf, RATING_RULES, utcDay, type Counted } from './rating-rules.ts';
import { uncertaintyOf } from './rating-views.ts';

/** A rated race's key is claimed in the race store for this long: far past the life of its room. */
const RATED_CLAIM_MS = 24 * 60 * 60 * 1000;
/** A game's ratings lock is held for a rating's few reads and one write; a holder that died lets it go after this. */
const RATING_LOCK_MS = 10_000;
/** A recomputation holds the lock longer (it reads every rated race of the game, a page at a time): renewed at each page. */
const RECOMPUTE_LOCK_MS = 60_000;
/** How long a rating waits for another process's to finish before it fails (and is logged). */
const RATING_LOCK_WAIT_MS = 60_000;
/** Between tries for the lock: random in this range, so that waiting processes do not take turns in step. */
const RATING_LOCK_RETRY_MS = { min: 10, max: 50 } as const;
/** Rated races read at once by a recomputation. */
const RECOMPUTE_PAGE = 200;
/** A review that keeps a run out of ratings (`run_flags.status`): under review, or voided. */
const NOT_COUNTING = new Set(['flagged', 'voided']);

export interface RaceRatingsOptions {
  readonly store: RatingsStore & RunsStore;
  readonly races: RaceStore;
  readonly now: () => number;
  readonly failed: (error: unknown, about: string) => void;
  /** Told what a rated round did to each racer, to keep it in the race (`RaceService.keepRatings`): every process shows it. */
  readonly rated?: (code: string, round: number, outcome: RaceRatingsOutcome) => Promise<void>;
}

/** A rated race's standings, after the runs that count no more are left out, rated from the ratings in `before`. */
function rateStandings(standings: readonly RatedStanding[], before: ReadonlyMap<string, RatingRecord>): Map<string, NewRating> {
  const apart = new Set(standings.flatMap((s) => (s.notAgainst ?? []).map((other) => pairKey(s.playerId, other))));
  return rateRace(
    standings.map((s) => ({ playerId: s.playerId, place: s.place, ...(before.get(s.playerId) ?? initialRating()) })),
    (a, b) => apart.has(pairKey(a, b)),
  );
}

/** The new rating records of those `after` rated, one race more each. */
const recordsOf = (game: string, after: ReadonlyMap<string, NewRating>, before: ReadonlyMap<string, RatingRecord>, at: number): RatingRecord[] =>
  [...after].map(([playerId, rating]) => ({ playerId, game, ...rating, games: (before.get(playerId)?.games ?? 0) + 1, updatedAt: at }));

/** What the results table shows of a racer's new rating. */
function changeOf(before: RatingRecord | undefined, after: NewRating): RaceRatingChange {
  const from = before ? Math.round(before.rating) : null;
  const to = Math.round(after.rating);
  return {
    before: from,
    after: to,
    change: to - (from ?? RatingLimits.initialRating),
    uncertainty: uncertaintyOf(after.deviation),
    provisional: after.deviation > RatingLimits.provisionalDeviation,
  };
}

/**
 * Rates a rated race once it has finished (docs/fair-play.md#ratings), from its full ranking. Ghosts are
 * never rated and rate nobody; a hinted run or one flagged for implausible timing leaves its
 * racer out. The race's key is claimed first, so whichever process sees the end rates it once.
 */
export class RaceRatings {
  /**
   * The rating of each game's races, one race at a time (the last one queued, per game). Two
   * races sharing a racer that end together would otherwise both read the rating before
   * either, and the second save would undo the first race's change. Across processes the
   * race's claim keeps each race rated once, and the game's lock in the race store (shared by
   * every process) keeps two processes from rating two such races at the same moment.
   */
  private readonly queues = new Map<GameName, Promise<void>>();

  constructor(private readonly options: RaceRatingsOptions) {}

  /** Called on every change of a race; only a rated race's end does anything. */
  finished(race: Race): void {
    if (!race.rated || race.status !== 'finished' || race.startsAt === null || race.ratings?.round === race.round) return;
    const { game } = race;
    const next = (this.queues.get(game) ?? Promise.resolve())
      .then(() => this.rate(race))
      .catch((error: unknown) => this.options.failed(error, race.code))
      .finally(() => {
        if (this.queues.get(game) === next) this.queues.delete(game);
      });
    this.queues.set(game, next);
  }

  /**
   * Computes the game's ratings again from its rated races (`rated_races`, in the order they were
   * rated), leaving out runs voided or under review: a moderator voided a run or cleared a flag.
   * Queued behind the game's ratings like a race, under the game's lock; the races are read a
   * page at a time, and only the ratings (one per player) are kept in memory.
   */
  async recompute(game: GameName): Promise<void> {
    const next = (this.queues.get(game) ?? Promise.resolve()).catch(() => undefined).then(() => this.locked(game, RECOMPUTE_LOCK_MS, (renew) => this.recomputed(game, renew)));
    const kept = next
      .catch(() => undefined)
      .finally(() => {
        if (this.queues.get(game) === kept) this.queues.delete(game);
      });
    this.queues.set(game, kept);
    return next;
  }

  private async recomputed(game: GameName, renew: () => Promise<void>): Promise<void> {
    const { store } = this.options;
    const ratings = new Map<string, RatingRecord>();
    await store.clearRatingHistory(game);
    let after: { at: number; key: string } | null = null;
    for (;;) {
      const page = await store.ratedRacesPage(game, after, RECOMPUTE_PAGE);
      if (page.length === 0) break;
      const reviews = await store.runReviews(page.flatMap((race) => race.standings.map((s) => s.runId)));
      for (const race of page) {
        const standings = race.standings.filter((s) => !NOT_COUNTING.has(reviews.get(s.runId) ?? ''));
        const records = recordsOf(game, rateStandings(standings, ratings), ratings, race.at);
        for (const record of records) ratings.set(record.playerId, record);
        await store.saveRatingHistory(race.key, records);
      }
      const last = page.at(-1)!;
      after = { at: last.at, key: last.key };
      await renew();
    }
    await store.replaceRatings(game, [...ratings.values()]);
  }

  /** Settles once every race told of so far is rated (or failed): for tests and a graceful close. */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all(this.queues.values());
  }

  /** `rated` with the game's ratings lock held: its reads and its write, nobody else's in between. */
  private async rate(race: Race): Promise<void> {
    await this.locked(race.game, RATING_LOCK_MS, () => this.rated(race));
  }

  /** `work` with the game's ratings lock held for `holdMs` (`renew` holds it that long again). */
  private async locked(game: GameName, holdMs: number, work: (renew: () => Promise<void>) => Promise<void>): Promise<void> {
    const name = `ratings:${game}`;
    let token = await this.lock(name, holdMs);
    try {
      await work(async () => {
        // Let go and taken again at once: a holder that died still lets it go within `holdMs`.
        await this.options.races.unlock(name, token);
        token = await this.lock(name, holdMs);
      });
    } finally {
      await this.options.races.unlock(name, token);
    }
  }

  private async lock(name: string, holdMs: number): Promise<string> {
    const giveUpAt = performance.now() + RATING_LOCK_WAIT_MS;
    for (;;) {
      const token = await this.options.races.tryLock(name, holdMs);
      if (token !== null) return token;
      if (performance.now() > giveUpAt) throw new Error(`the lock ${name} was not free within ${RATING_LOCK_WAIT_MS} ms`);
      const { min, max } = RATING_LOCK_RETRY_MS;
      await sleep(min + Math.random() * (max - min));
    }
  }

  /**
   * Rates a finished rated race (docs/fair-play.md#ratings): not at all if a racer gave up or
   * left at once; else accounts only (no guest, no restricted player), people against people and
   * bots against bots, each pair's result only while the pair has rated races of the day left,
   * and fair play's flagged runs left out. Each group's standings are kept (`rated_races`) with
   * its ratings, and what it did to each racer is told to the race.
   */
  private async rated(race: Race): Promise<void> {
    const key = `${race.code}:${race.round}:${race.startsAt}`;
    if (!(await this.options.races.claim(`rated:${key}`, RATED_CLAIM_MS))) return;
    const now = this.options.now();
    const changes: Record<string, RaceRatingChange> = {};
    const notRated = new Map<string, NotRatedReason>();
    if (instantGiveUp(race)) {
      for (const member of race.members) if (member.role === 'racer' && !member.ghost) notRated.set(member.id, 'instant_give_up');
    } else {
      const ids = race.members.filter((m) => m.role === 'racer' && !m.ghost).map((m) => m.id);
      const players = new Map((await this.options.store.ratingPlayers(ids)).map((p) => [p.playerId, p]));
      const racers = countedRacers(race, raceRanks(race), players);
      for (const [id, reason] of racers.notRated) notRated.set(id, reason);
      for (const bots of [false, true]) {
        const group = racers.counted.filter((c) => c.bot === bots);
        const groupKey = bots ? `${key}:bots` : key;
        await this.rateGroup(race.game, groupKey, group, now, changes, notRated);
      }
    }
    await this.options.rated?.(race.code, race.round, { round: race.round, changes, notRated: Object.fromEntries(notRated) });
  }

  /** Rates one group of a race (its people, or its bots) among itself; notes each racer's change or why none. */
  private async rateGroup(game: GameName, key: string, group: readonly Counted[], now: number, changes: Record<string, RaceRatingChange>, notRated: Map<string, NotRatedReason>) {
    const { store } = this.options;
    if (group.length < 2) {
      for (const racer of group) notRated.set(racer.playerId, 'no_opponent');
      return;
    }
    const day = utcDay(now);
    const pairs = pairsOf(group.map((c) => c.playerId));
    const counts = await store.ratingPairCounts(day, game, pairs);
    const usedUp = new Set(pairs.filter(([a, b]) => (counts.get(pairKey(a, b)) ?? 0) >= RATING_RULES.pairRacesPerDay).map(([a, b]) => pairKey(a, b)));
    const standings: RatedStanding[] = group.map((c) => {
      const notAgainst = group.filter((o) => o.playerId !== c.playerId && usedUp.has(pairKey(c.playerId, o.playerId))).map((o) => o.playerId);
      return { playerId: c.playerId, runId: c.runId, place: c.place, ...(notAgainst.length > 0 ? { notAgainst } : {}) };
    });
    const counting: RatedStanding[] = [];
    for (const standing of standings) {
      if (await outOfRatings(store, standing.runId)) notRated.set(standing.playerId, 'flagged');
      else counting.push(standing);
    }
    const before = new Map(
      (
        await store.ratingsIn(
          game,
          counting.map((s) => s.playerId),
        )
      ).map((r) => [r.playerId, r]),
    );
    const after = rateStandings(counting, before);
    for (const standing of standings) {
      const rating = after.get(standing.playerId);
      if (rating) changes[standing.playerId] = changeOf(before.get(standing.playerId), rating);
      else if (!notRated.has(standing.playerId)) notRated.set(standing.playerId, standing.notAgainst?.length === group.length - 1 ? 'pair_limit' : 'no_opponent');
    }
    // Every pair with a result of the race stored is one race more for the day, flagged runs aside (fair play aside, as the standings).
    const counted = pairs.filter(([a, b]) => !usedUp.has(pairKey(a, b)));
    if (counted.length === 0) return;
    const record: RatedRaceRecord = { key, game, at: now, standings };
    await store.saveRatedRace(record, recordsOf(game, after, before, now), counted);
  }
}
