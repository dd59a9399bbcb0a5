import { rulesOf } from '@gridrace/core';
import { RaceErrorCode, RaceLimits, type RaceAck, type RaceCreate, type RaceStateView } from '@gridrace/protocol';
import { EventLoopBusyness } from '../event-loop-busyness.ts';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import { DAILY_PARAMS, type Dailies } from '../puzzles/daily.ts';
import type { LiveRun } from '../runs/live-run.ts';
import type { RunService } from '../runs/run-service.ts';
import type { PlayerRecord, Store } from '../store/store.ts';
import type { ProcessLiveness } from './process-liveness.ts';
import { newRaceCode, raceLink } from './race-codes.ts';
import { drawAhead, racePuzzle, type DrawnAhead } from './race-puzzles.ts';
import { dueWork, nextDeadline, type RaceClock } from './race-deadlines.ts';
import { RacePresence } from './race-presence.ts';
import type { RaceChange, RaceChanged, RaceStore } from './race-store.ts';
import { RaceTimers } from './race-timers.ts';
import { raceView } from './race-view.ts';
import { racers, stillRacing, type Race } from './race.ts';
import { racerRun } from './racer-run.ts';
import * as rules from './room-rules.ts';

export interface RaceServiceOptions {
  readonly races: RaceStore;
  readonly runs: RunService;
  readonly store: Store;
  readonly catalog: PuzzleCatalog;
  readonly dailies: Dailies;
  readonly now: () => number;
  /** This process's heartbeat: whom it holds, and whom a gone process held. */
  readonly liveness: ProcessLiveness;
  readonly countdownMs?: number;
  /** How long a dropped racer may stay away (SPEC §3: 60 s); shorter in tests. */
  readonly reconnectGraceMs?: number;
  readonly finishedKeepMs?: number;
  /** A lobby nobody has joined for this long closes. */
  readonly lobbyIdleMs?: number;
  /** How often this process looks for races whose timers died with another process. */
  readonly sweepMs?: number;
  /**
   * Races are shared between processes (Redis): a racer may be connected to another process
   * than the one starting the race, so the runs it opens are released from its memory.
   */
  readonly shared?: boolean;
  readonly log?: { error(object: unknown, message: string): void };
  /** How busy the event loop is, 0 to 1 (by default measured: `EventLoopBusyness`). */
  readonly busyness?: () => number;
}

const FINISHED_KEEP_MS = 30 * 60 * 1000;
const LOBBY_IDLE_MS = 2 * 60 * 60 * 1000;
const SWEEP_MS = 1000;
/**
 * A room hears of its racers' progress at most every 250 ms: a state per move would cost every
 * racer's socket a message per move of every other racer (8 racers: 8x the moves). When the
 * event loop is busy more than half the time, every second: these states are most of the
 * messages a race sends (a state goes to each racer), and the first thing to give up, before
 * any move waits longer for its ack.
 */
export const progressPublishMs = (busyness: number): number => (busyness > 0.5 ? 1000 : 250);
const RUN_CACHE_SIZE = 50_000;
const NEXT_PUZZLES_KEPT = 10_000;
/** A sweep leaves a deadline this long to the local timer of the process that set it. */
const SWEEP_LAG_MS = 1000;
const SWEEP_BATCH = 100;
/**
 * A claim keeps two processes from doing one deadline's work at once; the race's state then
 * tells it is done. A claimant that died lets another retry once its claim expires.
 */
const CLAIM_MS = 30_000;
const missing = (code: string): RaceAck => ({ ok: false, error: { code: RaceErrorCode.RaceNotFound, message: `No race ${code}.` } });

/**
 * Race rooms (SPEC §3, §4): the room's rules are in `room-rules.ts`, the state behind the
 * `RaceStore` port; this service adds the clock (countdown, time limit, grace), starts the
 * racers' runs, follows them through the run service, and publishes every change.
 */
export class RaceService {
  private readonly timers = new RaceTimers();
  private readonly pendingSends = new Map<string, NodeJS.Timeout>();
  private readonly raceOfRunCache = new Map<string, string | null>();
  /** The next round's puzzle, solved while this round is raced, so a rematch needs no wait. */
  private readonly nextPuzzles = new Map<string, DrawnAhead>();
  private readonly clock: RaceClock;
  private readonly sweeper: NodeJS.Timeout;
  private sweeping = false;
  private publish: (view: RaceStateView) => void = () => undefined;
  private readonly busyness: () => number;
  /** Who is connected: a racer no process holds is away (their socket dropped, or their process died). */
  readonly presence: RacePresence;

  constructor(private readonly options: RaceServiceOptions) {
    this.clock = {
      reconnectGraceMs: options.reconnectGraceMs ?? RaceLimits.reconnectGraceMs,
      finishedKeepMs: options.finishedKeepMs ?? FINISHED_KEEP_MS,
      lobbyIdleMs: options.lobbyIdleMs ?? LOBBY_IDLE_MS,
    };
    this.busyness = options.busyness ?? new EventLoopBusyness().current;
    options.runs.watch((run) => this.runChanged(run));
    this.presence = new RacePresence({ races: options.races, liveness: options.liveness, now: options.now, update: (code, change) => this.update(code, change), send: (race) => this.send(race) });
    this.sweeper = setInterval(() => void this.sweep(), options.sweepMs ?? SWEEP_MS);
    this.sweeper.unref();
  }

  /** Where `race:state` goes (the socket layer sends it to the race's room). */
  onChange(publish: (view: RaceStateView) => void): void {
    this.publish = publish;
  }

  async create(player: PlayerRecord, request: RaceCreate): Promise<RaceAck> {
    // A daily race keeps the daily params, so its rematches are the same kind of board.
    const params = request.seed === 'daily' ? DAILY_PARAMS[request.game] : (request.params ?? {});
    const chosen = await racePuzzle(this.options, request.game, params, request.seed ?? null);
    if (!chosen.ok) return chosen;
    const { puzzleId } = chosen;
    const defaultLimit = rulesOf(request.game).timeLimits.raceMs;
    for (;;) {
      const code = newRaceCode();
      const holder = await this.presence.holder(code);
      const race: Race = {
        code,
        game: request.game,
        params,
        seedChoice: request.seed ?? null,
        puzzleId,
        status: 'lobby',
        hostId: player.id,
        startsAt: null,
        timeLimitMs: request.timeLimitS === undefined ? defaultLimit : request.timeLimitS * 1000,
        members: [],
        round: 0,
        activeAt: this.options.now(),
        finishedAt: null,
        deadline: null,
      };
      // The creator joins as host and racer (SPEC §3).
      rules.join(race, player, 'racer', this.options.now(), holder);
      race.deadline = nextDeadline(race, this.clock);
      if (await this.options.races.create(race)) {
        this.schedule(race);
        // No `race:state` yet: the creator's socket enters the room only now; `announce` follows.
        return { ok: true, code: race.code, link: raceLink(race.code) };
      }
    }
  }

  /** Publishes the race as it is (to a room that has just gained its first socket). */
  async announce(code: string): Promise<void> {
    const race = await this.options.races.get(code);
    if (race) this.send(race);
  }

  /** `as` unsaid: a newcomer races, a member keeps their seat (see `rules.join`). */
  async join(player: PlayerRecord, code: string, as?: 'racer' | 'spectator'): Promise<RaceAck> {
    const holder = await this.presence.holder(code);
    return this.change(code, (race) => rules.join(race, player, as, this.options.now(), holder));
  }

  async start(player: PlayerRecord, code: string): Promise<RaceAck> {
    const countdownMs = this.options.countdownMs ?? RaceLimits.countdownMs;
    return this.change(code, (race) => rules.startCountdown(race, player.id, this.options.now() + countdownMs));
  }

  async leave(player: PlayerRecord, code: string): Promise<RaceAck> {
    await this.catchUp(code);
    const changed = await this.update(code, (race) => rules.leave(race, player.id));
    if (!changed) return missing(code);
    if (!changed.ok) return { ok: false, error: changed.error };
    if (!changed.value) {
      await this.closeRoom(code);
      await this.presence.released(code, null);
      return { ok: true, race: null };
    }
    await this.presence.released(code, changed.race);
    return this.settle(code);
  }

  async rematch(player: PlayerRecord, code: string): Promise<RaceAck> {
    const race = await this.options.races.get(code);
    if (!race) return missing(code);
    // Always a fresh random seed, even after a daily or a chosen one (SPEC §3); usually
    // drawn and solved while the round was raced (on this process).
    const prepared = this.nextPuzzles.get(`${code}:${race.round}`);
    this.nextPuzzles.delete(`${code}:${race.round}`);
    // Now somebody waits for it: if its par is still queued, it goes before those drawn ahead.
    if (prepared?.puzzleId) this.options.catalog.hurry(prepared.puzzleId);
    const ready = await prepared?.choice;
    const chosen = ready?.ok ? ready : await racePuzzle(this.options, race.game, race.params, null);
    if (!chosen.ok) return chosen;
    return this.change(code, (draft) => rules.rematch(draft, player.id, chosen.puzzleId, this.options.now()));
  }

  close(): void {
    clearInterval(this.sweeper);
    this.timers.clearAll();
    for (const timer of this.pendingSends.values()) clearTimeout(timer);
    this.pendingSends.clear();
  }

  /**
   * Does whatever the clock asks of the race by now. Every piece of work is guarded by the
   * race's state (and a claim), so a local timer, a sweep, and another process's timer may
   * all call it: the work is done once.
   */
  async tick(code: string): Promise<void> {
    const race = await this.options.races.get(code);
    // Expired from the store: only its deadline was left behind.
    if (!race) return this.options.races.delete(code);
    const now = this.options.now();
    const work = dueWork(race, now, this.clock);
    for (const task of work) {
      switch (task.kind) {
        case 'dropOut':
          await this.dropOut(task.playerId, code, task.since);
          break;
        case 'begin':
          await this.begin(code, task.round);
          break;
        case 'timeUp':
          await this.timeUp(code, task.round, task.startsAt);
          break;
        case 'close':
          await this.closeIfStill(code, task.round, task.status);
          break;
      }
    }
    // A deadline in the past with nothing due (a clock setting changed): stamp it afresh.
    if (work.length === 0 && race.deadline !== null && race.deadline <= now) await this.update(code, () => ({ ok: true, value: null }));
  }

  /** Takes over the deadlines this process has no timer for: those of a process that died. */
  private async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const codes = await this.options.races.due(this.options.now() - SWEEP_LAG_MS, SWEEP_BATCH);
      for (const code of codes) await this.tick(code).catch((error: unknown) => this.failed(error, code));
    } catch (error) {
      this.failed(error, 'sweep');
    } finally {
      this.sweeping = false;
    }
  }

  private async dropOut(playerId: string, code: string, since: number): Promise<void> {
    const changed = await this.update(code, (race) => rules.dropOut(race, playerId, since));
    if (!changed?.ok) return;
    if (changed.value) await this.settle(code);
    else await this.closeRoom(code);
  }

  /** Nobody is left: the room goes, with its timers. */
  private async closeRoom(code: string): Promise<void> {
    this.timers.clear(code);
    for (const key of this.nextPuzzles.keys()) if (key.startsWith(`${code}:`)) this.nextPuzzles.delete(key);
    await this.options.races.delete(code);
  }

  /** Closes an idle lobby, or a finished race kept long enough, unless it moved on meanwhile. */
  private async closeIfStill(code: string, round: number, status: 'lobby' | 'finished'): Promise<void> {
    const race = await this.options.races.get(code);
    if (!race || race.round !== round || race.status !== status) return;
    if (!dueWork(race, this.options.now(), this.clock).some((task) => task.kind === 'close')) return;
    await this.closeRoom(code);
  }

  /** The countdown is over: every racer's run starts at the same server instant. */
  private async begin(code: string, round: number): Promise<void> {
    const race = await this.options.races.get(code);
    if (!race || race.round !== round || race.status !== 'countdown' || race.startsAt === null) return;
    const startsAt = race.startsAt;
    // Two processes must never start one round twice (two sets of runs): the first claims it.
    // The start instant is in the key, so a later room reusing the code is not confused with it.
    if (!(await this.options.races.claim(`begin:${code}:${round}:${startsAt}`, CLAIM_MS))) return;
    const started = new Map<string, string>();
    for (const member of racers(race)) {
      const player = await this.options.store.playerById(member.id);
      if (!player || member.status !== 'waiting') continue;
      // Every run's clock starts at `startsAt`, however long storing the runs takes.
      const ack = await this.options.runs.startAt(player, race.puzzleId, startsAt, race.timeLimitMs);
      if (!ack.ok || !('runId' in ack)) continue;
      await this.options.races.linkRun(ack.runId, code);
      if (this.options.shared) await this.options.runs.release(ack.runId);
      started.set(member.id, ack.runId);
    }
    await this.update(code, (draft) => rules.run(draft, round, started));
    this.prepareRematch(race);
    await this.settle(code);
  }

  private prepareRematch(race: Race): void {
    const key = `${race.code}:${race.round}`;
    const next = drawAhead(this.options, race.game, race.params);
    // Rooms closed by another process leave theirs here: the oldest go first.
    if (this.nextPuzzles.size >= NEXT_PUZZLES_KEPT) this.nextPuzzles.delete(this.nextPuzzles.keys().next().value!);
    this.nextPuzzles.set(key, next);
  }

  private async timeUp(code: string, round: number, startsAt: number): Promise<void> {
    if (!(await this.options.races.claim(`time-up:${code}:${round}:${startsAt}`, CLAIM_MS))) return;
    const race = await this.options.races.get(code);
    if (!race || race.round !== round || race.status !== 'running') return;
    // The runs still in play end too (out of time), wherever their racers are connected.
    for (const member of racers(race)) {
      if (stillRacing(member) && member.run) await this.options.runs.endIfTimeUp(member.run.runId);
    }
    const changed = await this.update(code, (draft) => ({ ok: true, value: draft.round === round && rules.finishIfDone(draft, true, this.options.now()) }));
    if (changed?.ok) this.send(changed.race);
  }

  /**
   * A run moved or ended: one change records it (and ends the race if it was the last one
   * racing). An end is published at once; a move's progress alone is batched per room.
   */
  private runChanged(run: LiveRun): void {
    const snapshot = racerRun(run);
    void this.raceOfRun(snapshot.runId)
      .then(async (raceCode) => {
        if (!raceCode) return;
        const changed = await this.update(raceCode, (race) => {
          const before = race.members.find((member) => member.run?.runId === snapshot.runId)?.status;
          const recorded = rules.recordRun(race, snapshot);
          if (!recorded.ok) return recorded;
          const ended = rules.finishIfDone(race, false, this.options.now());
          const after = race.members.find((member) => member.run?.runId === snapshot.runId)?.status;
          return { ok: true, value: ended || before !== after };
        });
        if (!changed?.ok) return;
        if (changed.value) this.send(changed.race);
        else this.sendSoon(raceCode);
      })
      .catch((error: unknown) => this.failed(error, snapshot.runId));
  }

  /** Which race a run is in, remembered: asked on every move, and it never changes. */
  private async raceOfRun(runId: string): Promise<string | null> {
    const known = this.raceOfRunCache.get(runId);
    if (known !== undefined) return known;
    const code = await this.options.races.raceOfRun(runId);
    if (this.raceOfRunCache.size >= RUN_CACHE_SIZE) this.raceOfRunCache.clear();
    this.raceOfRunCache.set(runId, code);
    return code;
  }

  /** Publishes the room's latest state within `progressPublishMs`, once however many moves come. */
  private sendSoon(code: string): void {
    if (this.pendingSends.has(code)) return;
    const timer = setTimeout(() => {
      this.pendingSends.delete(code);
      this.options.races
        .get(code)
        .then((race) => (race ? this.send(race) : undefined))
        .catch((error: unknown) => this.failed(error, code));
    }, progressPublishMs(this.busyness()));
    timer.unref();
    this.pendingSends.set(code, timer);
  }

  /** Ends the race if nobody is still racing, then publishes it; answers with the race. */
  private async settle(code: string): Promise<RaceAck> {
    return this.change(code, (race) => ({ ok: true, value: rules.finishIfDone(race, false, this.options.now()) }));
  }

  /** A player's command: applied to the race as its clock has it by now. */
  private async change<T>(code: string, change: RaceChange<T>): Promise<RaceAck> {
    await this.catchUp(code);
    const changed = await this.update(code, change);
    if (!changed) return missing(code);
    if (!changed.ok) return { ok: false, error: changed.error };
    return { ok: true, race: this.send(changed.race) };
  }

  /**
   * Does the work a timer owes the race by now, if it has not run yet (a busy process runs
   * timers late): a join a second after a lobby's idle limit finds it closed, whenever the
   * timer gets to it.
   */
  private async catchUp(code: string): Promise<void> {
    const race = await this.options.races.get(code);
    if (race?.deadline != null && race.deadline <= this.options.now()) await this.tick(code);
  }

  /** Every change of a race goes through here: its deadline is stamped, and timed on this process. */
  private async update<T>(code: string, change: RaceChange<T>): Promise<RaceChanged<T> | null> {
    const changed = await this.options.races.update(code, (race) => {
      const result = change(race);
      if (result.ok) race.deadline = nextDeadline(race, this.clock);
      return result;
    });
    if (changed?.ok) this.schedule(changed.race);
    return changed;
  }

  private schedule(race: Race): void {
    if (race.deadline === null) this.timers.clear(race.code);
    else this.timers.set(race.code, race.deadline, this.options.now(), () => this.tick(race.code), (error) => this.failed(error, race.code));
  }

  private send(race: Race): RaceStateView {
    // This state carries every batched move's progress too.
    const pending = this.pendingSends.get(race.code);
    if (pending) clearTimeout(pending);
    this.pendingSends.delete(race.code);
    const view = raceView(race, this.options.now());
    this.publish(view);
    return view;
  }

  private failed(error: unknown, about: string): void {
    this.options.log?.error({ err: error, race: about }, 'a race update failed');
  }
}
