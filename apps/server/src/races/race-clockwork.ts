import type { RunService } from '../runs/run-service.ts';
import type { NextPuzzles } from './next-puzzles.ts';
import { dueWork, type RaceClock } from './race-deadlines.ts';
import type { RacePublisher } from './race-publisher.ts';
import type { RaceRuns } from './race-runs.ts';
import type { RaceStore } from './race-store.ts';
import type { RaceUpdates } from './race-updates.ts';
import { racers, stillRacing } from './race.ts';
import { advanceGhosts } from './ghost-rules.ts';
import * as rules from './room-rules.ts';

/** A sweep leaves a deadline this long to the local timer of the process that set it. */
const SWEEP_LAG_MS = 1000;
const SWEEP_BATCH = 100;
/**
 * A claim keeps two processes from doing one deadline's work at once; the race's state then
 * tells it is done. A claimant that died lets another retry once its claim expires.
 */
const CLAIM_MS = 30_000;

export interface RaceClockworkOptions {
  readonly races: RaceStore;
  readonly runs: RunService;
  readonly now: () => number;
  readonly clock: RaceClock;
  readonly updates: RaceUpdates;
  readonly raceRuns: RaceRuns;
  readonly nextPuzzles: NextPuzzles;
  readonly publisher: RacePublisher;
  /** How often this process looks for races whose timers died with another process. */
  readonly sweepMs: number;
  readonly failed: (error: unknown, about: string) => void;
}

/**
 * The work the clock asks of a race (`race-deadlines.ts`): the countdown's end, the time
 * limit, a dropped racer's grace period, closing an idle lobby or a finished room; and the
 * sweep that takes over the deadlines of a process that died.
 */
export class RaceClockwork {
  private readonly sweeper: NodeJS.Timeout;
  private sweeping = false;

  constructor(private readonly options: RaceClockworkOptions) {
    this.sweeper = setInterval(() => void this.sweep(), options.sweepMs);
    this.sweeper.unref();
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
    const work = dueWork(race, now, this.options.clock);
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
        case 'ghosts':
          await this.moveGhosts(code);
          break;
      }
    }
    // A deadline in the past with nothing due (a clock setting changed): stamp it afresh.
    if (work.length === 0 && race.deadline !== null && race.deadline <= now) await this.options.updates.update(code, () => ({ ok: true, value: null }));
    // A timer may fire a millisecond early by the wall clock: it is set again, not left to the
    // sweep a second later (a ghost's steps are due to the millisecond).
    else if (work.length === 0 && race.deadline !== null) this.options.updates.schedule(race);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  /** Takes over the deadlines this process has no timer for: those of a process that died. */
  private async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const codes = await this.options.races.due(this.options.now() - SWEEP_LAG_MS, SWEEP_BATCH);
      for (const code of codes) await this.tick(code).catch((error: unknown) => this.options.failed(error, code));
    } catch (error) {
      this.options.failed(error, 'sweep');
    } finally {
      this.sweeping = false;
    }
  }

  private async dropOut(playerId: string, code: string, since: number): Promise<void> {
    const changed = await this.options.updates.update(code, (race) => rules.dropOut(race, playerId, since));
    if (!changed?.ok) return;
    if (changed.value) await this.options.updates.settle(code);
    else await this.options.updates.closeRoom(code);
  }

  /** Closes an idle lobby, or a finished race kept long enough, unless it moved on meanwhile. */
  private async closeIfStill(code: string, round: number, status: 'lobby' | 'finished'): Promise<void> {
    const race = await this.options.races.get(code);
    if (!race || race.round !== round || race.status !== status) return;
    if (!dueWork(race, this.options.now(), this.options.clock).some((task) => task.kind === 'close')) return;
    await this.options.updates.closeRoom(code);
  }

  /** The countdown is over: every racer's run starts at the same server instant. */
  private async begin(code: string, round: number): Promise<void> {
    const race = await this.options.races.get(code);
    if (!race || race.round !== round || race.status !== 'countdown' || race.startsAt === null) return;
    const startsAt = race.startsAt;
    // Two processes must never start one round twice (two sets of runs): the first claims it.
    // The start instant is in the key, so a later room reusing the code is not confused with it.
    if (!(await this.options.races.claim(`begin:${code}:${round}:${startsAt}`, CLAIM_MS))) return;
    const { started, unranked } = await this.options.raceRuns.start(race, startsAt);
    await this.options.updates.update(code, (draft) => rules.run(draft, round, started, unranked));
    this.options.nextPuzzles.prepare(race);
    await this.options.updates.settle(code);
  }

  /** Ghosts move on to where their runs were by now; done again by another process, it changes nothing. */
  private async moveGhosts(code: string): Promise<void> {
    const changed = await this.options.updates.update(code, (race) => ({ ok: true, value: advanceGhosts(race, this.options.now()) }));
    if (changed?.ok && changed.value) this.options.publisher.send(changed.race);
  }

  private async timeUp(code: string, round: number, startsAt: number): Promise<void> {
    if (!(await this.options.races.claim(`time-up:${code}:${round}:${startsAt}`, CLAIM_MS))) return;
    const race = await this.options.races.get(code);
    if (!race || race.round !== round || race.status !== 'running') return;
    // The runs still in play end too (out of time), wherever their racers are connected.
    for (const member of racers(race)) {
      if (stillRacing(member) && member.run && !member.ghost) await this.options.runs.endIfTimeUp(member.run.runId);
    }
    const changed = await this.options.updates.update(code, (draft) => ({ ok: true, value: draft.round === round && rules.finishIfDone(draft, true, this.options.now()) }));
    if (changed?.ok) this.options.publisher.send(changed.race);
  }
}
