import { RaceErrorCode, RaceLimits, type RaceAck, type RaceCreate, type RaceStateView } from '@gridrace/protocol';
import { EventLoopBusyness } from '../event-loop-busyness.ts';
import { DAILY_PARAMS } from '../puzzles/daily.ts';
import type { Asker } from '../puzzles/par-costs.ts';
import type { PlayerRecord } from '../store/store.ts';
import { seatGhosts } from './ghost-rules.ts';
import { requestedGhosts, type GhostsChoice } from './ghost-scripts.ts';
import { newRace, type RaceShape } from './new-race.ts';
import { NextPuzzles } from './next-puzzles.ts';
import type { RaceServiceOptions } from './race-service-options.ts';
import { newRaceCode, raceLink } from './race-codes.ts';
import { RaceClockwork } from './race-clockwork.ts';
import { nextDeadline, type RaceClock } from './race-deadlines.ts';
import { RacePresence } from './race-presence.ts';
import { RacePublisher } from './race-publisher.ts';
import { racePuzzle } from './race-puzzles.ts';
import { RaceRuns } from './race-runs.ts';
import { raceNotFound, RaceUpdates } from './race-updates.ts';
import { restarted } from './presence-rules.ts';
import { memberOf, rematchKeepsBoard, type Race, type RaceRatingsOutcome } from './race.ts';
import { chosenPuzzle } from './rated-puzzles.ts';
import { tooManyRooms } from './room-limit.ts';
import * as rules from './room-rules.ts';

const FINISHED_KEEP_MS = 30 * 60 * 1000;
const LOBBY_IDLE_MS = 2 * 60 * 60 * 1000;
const SWEEP_MS = 1000;

/**
 * Race rooms (docs/races.md#rooms, docs/protocol.md#races): the players' commands. The room's rules are in `room-rules.ts`,
 * the state behind the `RaceStore` port; every change goes through `RaceUpdates` (deadline
 * stamped and timed), `RaceClockwork` does the clock's work (countdown, time limit, grace,
 * the sweep), `RaceRuns` starts the racers' runs and follows them, `NextPuzzles` draws the
 * rematch's puzzle ahead, and `RacePublisher` publishes every change.
 */
export class RaceService {
  private readonly clock: RaceClock;
  private readonly publisher: RacePublisher;
  private readonly updates: RaceUpdates;
  private readonly nextPuzzles: NextPuzzles;
  private readonly clockwork: RaceClockwork;
  /** Told of every change of a race (ratings rate a rated race as it finishes). */
  private readonly watchers: ((race: Race) => void)[] = [];
  /** Who is connected: a racer no process holds is away (their socket dropped, or their process died). */
  readonly presence: RacePresence;

  constructor(private readonly options: RaceServiceOptions) {
    const { races, runs, now } = options;
    const failed = (error: unknown, about: string) => options.log?.error({ err: error, race: about }, 'a race update failed');
    this.clock = {
      reconnectGraceMs: options.reconnectGraceMs ?? RaceLimits.reconnectGraceMs,
      finishedKeepMs: options.finishedKeepMs ?? FINISHED_KEEP_MS,
      lobbyIdleMs: options.lobbyIdleMs ?? LOBBY_IDLE_MS,
    };
    const clock = this.clock;
    const publisher = new RacePublisher({ races, now, clock, busyness: options.busyness ?? new EventLoopBusyness().current, failed });
    const nextPuzzles = new NextPuzzles(options);
    // The clock work and the updates need each other: an update times the race's next tick.
    const tick = (code: string) => this.clockwork.tick(code);
    const updates = new RaceUpdates({ races, clock, now, publisher, tick, closed: (code) => nextPuzzles.forget(code), failed, changed: (race) => this.tell(race) });
    const raceRuns = new RaceRuns({ races, runs, store: options.store, now, updates, publisher, shared: options.shared ?? false, failed });
    this.publisher = publisher;
    this.nextPuzzles = nextPuzzles;
    this.updates = updates;
    this.clockwork = new RaceClockwork({ races, runs, now, clock, updates, raceRuns, nextPuzzles, publisher, sweepMs: options.sweepMs ?? SWEEP_MS, failed });
    this.presence = new RacePresence({ races, liveness: options.liveness, now, update: (code, change) => updates.update(code, change), send: (race) => publisher.send(race) });
  }

  /** Calls `watcher` after every change of a race, and for each race taken up after a restart; it must not throw. */
  watch(watcher: (race: Race) => void): void {
    this.watchers.push(watcher);
  }

  private tell(race: Race): void {
    for (const watcher of this.watchers) watcher(race);
  }

  /** Where `race:state` goes (the socket layer sends it to the race's room). */
  onChange(publish: (view: RaceStateView) => void): void {
    this.publisher.onChange(publish);
  }

  /** `asker`: who asks; a puzzle whose par must be solved is charged to them (a daily, or a seed already solved, costs nothing). */
  async create(player: PlayerRecord, request: RaceCreate, asker?: Asker): Promise<RaceAck> {
    if (request.rated === true) {
      // Refused rather than dropped: a host who asked for both learns why the room cannot be rated.
      const chosen = chosenPuzzle({ game: request.game, params: request.params ?? {}, seed: request.seed ?? null, ghosts: request.ghosts !== undefined });
      if (chosen) return { ok: false, error: { code: RaceErrorCode.RatedNeedsDrawnPuzzle, message: chosen } };
    }
    const tooMany = await tooManyRooms(this.options, player.id, this.clock.lobbyIdleMs);
    if (tooMany) return tooMany;
    // A daily race keeps the daily params, so its rematches are the same kind of board.
    const params = request.seed === 'daily' ? DAILY_PARAMS[request.game] : (request.params ?? {});
    const ghosts = await requestedGhosts(this.options, request);
    if (ghosts && !ghosts.ok) return ghosts;
    const chosen = ghosts ?? (await racePuzzle(this.options, request.game, params, request.seed ?? null, asker));
    if (!chosen.ok) return chosen;
    const { puzzleId } = chosen;
    const timeLimitMs = request.timeLimitS === undefined ? undefined : request.timeLimitS * 1000;
    const shape = { game: request.game, params, seedChoice: request.seed ?? null, puzzleId, timeLimitMs, rated: request.rated === true };
    const race = await this.seat(shape, async (draft, holder) => {
      // The creator joins as host and racer (docs/races.md#rooms).
      draft.hostId = player.id;
      rules.join(draft, { ...player, rating: await this.ratingOf(player.id, request.game) }, 'racer', this.options.now(), holder);
      if (ghosts) seatGhosts(draft, ghosts.ghosts, this.options.now());
    });
    // No `race:state` yet: the creator's socket enters the room only now; `announce` follows.
    return { ok: true, code: race.code, link: raceLink(race.code) };
  }

  /**
   * A race the server formed (a quick race): its players seated, and its countdown already
   * running (one on another board than asked waits in its lobby instead); answers the race as
   * published. Their sockets are put in its room by the caller.
   */
  async createFormed(
    shape: RaceShape,
    players: readonly { id: string; name: string; guest: boolean; rating: number | null }[],
    ghosts: GhostsChoice | null,
  ): Promise<RaceStateView> {
    const now = this.options.now();
    const race = await this.seat(shape, async (draft) => {
      for (const player of players)
        draft.members.push({
          id: player.id,
          name: player.name,
          guest: player.guest,
          rating: player.rating,
          role: 'racer',
          status: 'waiting',
          run: null,
          awaySince: null,
          heldBy: [],
          joinedAt: now,
        });
      if (ghosts?.ok) seatGhosts(draft, ghosts.ghosts, now);
      draft.hostId = players[0]?.id ?? '';
      // A race on another board than asked waits in its lobby: its player reads why, then starts it.
      if (shape.askedParams) return;
      draft.status = 'countdown';
      draft.startsAt = now + (this.options.countdownMs ?? RaceLimits.countdownMs);
    });
    return this.publisher.send(race);
  }

  /** Stores a new race under a fresh code, after `seat` fills it; its deadline is timed here. */
  private async seat(shape: RaceShape, fill: (race: Race, holder: string) => Promise<void>): Promise<Race> {
    for (;;) {
      const code = newRaceCode();
      const race = newRace(code, shape, this.options.now());
      await fill(race, await this.presence.holder(code));
      race.deadline = nextDeadline(race, this.clock);
      if (await this.options.races.create(race)) {
        this.updates.schedule(race);
        return race;
      }
    }
  }

  /** Publishes the race as it is (to a room that has just gained its first socket). */
  async announce(code: string): Promise<void> {
    const race = await this.options.races.get(code);
    if (race) this.publisher.send(race);
  }

  /** `as` unsaid: a newcomer races, a member keeps their seat (see `rules.join`). */
  async join(player: PlayerRecord, code: string, as?: 'racer' | 'spectator'): Promise<RaceAck> {
    const race = await this.options.races.get(code);
    // A member coming back holds no more rooms than before; a newcomer may hold one too many.
    const tooMany = race && !memberOf(race, player.id) ? await tooManyRooms(this.options, player.id, this.clock.lobbyIdleMs) : null;
    if (tooMany) return tooMany;
    const holder = await this.presence.holder(code);
    const game = race?.game;
    const rating = game === undefined ? null : await this.ratingOf(player.id, game);
    return this.updates.change(code, (race) => rules.join(race, { ...player, rating }, as, this.options.now(), holder));
  }

  /** The host makes the room rated, or not, before it starts. */
  async setRated(player: PlayerRecord, code: string, rated: boolean): Promise<RaceAck> {
    return this.updates.change(code, (race) => rules.setRated(race, player.id, rated));
  }

  /** What a rated round did to each racer's rating: kept in the race, so `race:state` shows it on every process. */
  async keepRatings(code: string, outcome: RaceRatingsOutcome): Promise<void> {
    const changed = await this.updates.update(code, (race) => rules.keepRatings(race, outcome));
    if (changed?.ok) this.publisher.send(changed.race);
  }

  /** The player's rating in `game`, shown beside their name in the race; null before their first rated race. */
  private async ratingOf(playerId: string, game: string): Promise<number | null> {
    const [rating] = await this.options.store.ratingsIn(game, [playerId]);
    return rating === undefined ? null : Math.round(rating.rating);
  }

  /** `asker`: who starts the round; the next round's puzzle, drawn when this one begins, is charged to them. */
  async start(player: PlayerRecord, code: string, asker?: Asker): Promise<RaceAck> {
    const countdownMs = this.options.countdownMs ?? RaceLimits.countdownMs;
    return this.updates.change(code, (race) => {
      const started = rules.startCountdown(race, player.id, this.options.now() + countdownMs);
      if (started.ok && asker) this.nextPuzzles.started(race.code, race.round, asker);
      return started;
    });
  }

  async leave(player: PlayerRecord, code: string): Promise<RaceAck> {
    await this.updates.catchUp(code);
    const changed = await this.updates.update(code, (race) => rules.leave(race, player.id, this.options.now()));
    if (!changed) return raceNotFound(code);
    if (!changed.ok) return { ok: false, error: changed.error };
    if (!changed.value) {
      await this.updates.closeRoom(code);
      await this.presence.released(code, null);
      return { ok: true, race: null };
    }
    await this.presence.released(code, changed.race);
    return this.updates.settle(code);
  }

  /** A rematch's puzzle drawn now (none was drawn ahead on this process) is charged to `asker`. */
  async rematch(player: PlayerRecord, code: string, asker?: Asker): Promise<RaceAck> {
    const race = await this.options.races.get(code);
    if (!race) return raceNotFound(code);
    // Refused before any puzzle is drawn: only the host's rematch of a finished race draws one.
    if (race.hostId !== player.id || race.status !== 'finished') return this.updates.change(code, (draft) => rules.rematch(draft, player.id, draft.puzzleId, this.options.now()));
    // Always a fresh random seed, even after a daily or a chosen one (docs/races.md#rematch); usually
    // drawn and solved while the round was raced (on this process).
    // A ghost race is raced again on its ghosts' puzzle: they can replay no other.
    const ready = rematchKeepsBoard(race) ? { ok: true as const, puzzleId: race.puzzleId } : await this.nextPuzzles.take(race.code, race.round);
    const chosen = ready?.ok ? ready : await racePuzzle(this.options, race.game, race.params, null, asker);
    if (!chosen.ok) return chosen;
    return this.updates.change(code, (draft) => rules.rematch(draft, player.id, chosen.puzzleId, this.options.now()));
  }

  /** Does whatever the clock asks of the race by now (see `RaceClockwork.tick`). */
  async tick(code: string): Promise<void> {
    return this.clockwork.tick(code);
  }

  /**
   * A restart, with the races kept in the database (one process): nobody is connected here yet,
   * so whoever an earlier process held is let go of (away, their grace period running, back
   * through `race:join` or `run:resume`), and every room's clock is timed here again. Each room
   * is told to the watchers (a rated race that ended without its ratings stored is rated now).
   */
  async takeUp(stored: readonly Race[]): Promise<void> {
    for (const race of stored) {
      try {
        const changed = await this.updates.update(race.code, (draft) => restarted(draft, this.options.now()));
        if (!changed?.ok) {
          this.updates.schedule(race);
          this.tell(race);
        }
      } catch (error) {
        this.options.log?.error({ err: error, race: race.code }, 'taking up a race after a restart failed');
      }
    }
  }

  close(): void {
    this.clockwork.close();
    this.updates.close();
    this.publisher.close();
  }
}
