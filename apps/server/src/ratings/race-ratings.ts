import { setTimeout as sleep } from 'node:timers/promises';
import type { GameName } from '@gridrace/core';
import { raceRanks } from '../races/race-view.ts';
import type { RaceStore } from '../races/race-store.ts';
import { people, type Race, type RaceMember } from '../races/race.ts';
import type { RatingRecord, RatingsStore, RunsStore } from '../store/store.ts';
import { outOfRatings } from './fair-play.ts';
import { initialRating, rateRace } from './glicko.ts';

/** A rated race's key is claimed in the race store for this long: far past the life of its room. */
const RATED_CLAIM_MS = 24 * 60 * 60 * 1000;
/** A game's ratings lock is held for a rating's few reads and one write; a holder that died lets it go after this. */
const RATING_LOCK_MS = 10_000;
/** How long a rating waits for another process's to finish before it fails (and is logged). */
const RATING_LOCK_WAIT_MS = 60_000;
/** Between tries for the lock: random in this range, so that waiting processes do not take turns in step. */
const RATING_LOCK_RETRY_MS = { min: 10, max: 50 } as const;

export interface RaceRatingsOptions {
  readonly store: RatingsStore & RunsStore;
  readonly races: RaceStore;
  readonly now: () => number;
  readonly failed: (error: unknown, about: string) => void;
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
    if (!race.rated || race.status !== 'finished' || race.startsAt === null) return;
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
   * Computes the game's ratings again from its rated races, leaving out runs voided or under
   * review (a moderator voided a run or cleared a flag). Queued behind the game's ratings like a race.
   * Contract of issue 35: the ratings work builds it.
   */
  async recompute(game: GameName): Promise<void> {
    throw new Error(`recomputing the ${game} ratings is not built yet`);
  }

  /** Settles once every race told of so far is rated (or failed): for tests and a graceful close. */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all(this.queues.values());
  }

  /** `rated` with the game's ratings lock held: its reads and its write, nobody else's in between. */
  private async rate(race: Race): Promise<void> {
    const lock = `ratings:${race.game}`;
    const token = await this.lock(lock);
    try {
      await this.rated(race);
    } finally {
      await this.options.races.unlock(lock, token);
    }
  }

  private async lock(name: string): Promise<string> {
    const giveUpAt = performance.now() + RATING_LOCK_WAIT_MS;
    for (;;) {
      const token = await this.options.races.tryLock(name, RATING_LOCK_MS);
      if (token !== null) return token;
      if (performance.now() > giveUpAt) throw new Error(`the lock ${name} was not free within ${RATING_LOCK_WAIT_MS} ms`);
      const { min, max } = RATING_LOCK_RETRY_MS;
      await sleep(min + Math.random() * (max - min));
    }
  }

  private async rated(race: Race): Promise<void> {
    const key = `${race.code}:${race.round}:${race.startsAt}`;
    if (!(await this.options.races.claim(`rated:${key}`, RATED_CLAIM_MS))) return;
    const now = this.options.now();
    const counted: RaceMember[] = [];
    for (const member of people(race)) {
      if (member.role !== 'racer' || !member.run || !member.run.ranked) continue;
      if (await outOfRatings(this.options.store, member.run.runId)) continue;
      counted.push(member);
    }
    if (counted.length < 2) return;
    const ranks = raceRanks(race);
    const before = new Map(
      (
        await this.options.store.ratingsIn(
          race.game,
          counted.map((m) => m.id),
        )
      ).map((r) => [r.playerId, r]),
    );
    const standings = counted.map((member) => ({ playerId: member.id, place: ranks.get(member.id) ?? counted.length, ...(before.get(member.id) ?? initialRating()) }));
    const after = rateRace(standings);
    const records: RatingRecord[] = standings.map(({ playerId }) => ({
      playerId,
      game: race.game,
      ...after.get(playerId)!,
      games: (before.get(playerId)?.games ?? 0) + 1,
      updatedAt: now,
    }));
    await this.options.store.saveRatings(key, records);
  }
}
