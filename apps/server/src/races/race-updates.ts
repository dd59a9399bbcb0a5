import { RaceErrorCode, type RaceAck } from '@gridrace/protocol';
import { nextDeadline, type RaceClock } from './race-deadlines.ts';
import type { RacePublisher } from './race-publisher.ts';
import type { RaceChange, RaceChanged, RaceStore } from './race-store.ts';
import { RaceTimers } from './race-timers.ts';
import type { Race } from './race.ts';
import * as rules from './room-rules.ts';

export const raceNotFound = (code: string): RaceAck => ({ ok: false, error: { code: RaceErrorCode.RaceNotFound, message: `No race ${code}.` } });

export interface RaceUpdatesOptions {
  readonly races: RaceStore;
  readonly clock: RaceClock;
  readonly now: () => number;
  readonly publisher: RacePublisher;
  /** Does whatever the clock asks of the race by now (the clock work's `tick`). */
  readonly tick: (code: string) => Promise<void>;
  /** A room closed here: what this process kept for it goes too. */
  readonly closed: (code: string) => void;
  readonly failed: (error: unknown, about: string) => void;
  /** Told of every change of a race (a rated race's end is rated). */
  readonly changed?: (race: Race) => void;
}

/**
 * Every change of a race goes through here: its next deadline is stamped in it and timed on
 * this process, and a player's command first catches up with the work the clock owes the race.
 */
export class RaceUpdates {
  private readonly timers = new RaceTimers();

  constructor(private readonly options: RaceUpdatesOptions) {}

  /** Applies `change` atomically; on success stamps the race's deadline and times it here. */
  async update<T>(code: string, change: RaceChange<T>): Promise<RaceChanged<T> | null> {
    const changed = await this.options.races.update(code, (race) => {
      const result = change(race);
      if (result.ok) race.deadline = nextDeadline(race, this.options.clock);
      return result;
    });
    if (changed?.ok) {
      this.schedule(changed.race);
      this.options.changed?.(changed.race);
    }
    return changed;
  }

  /** Times the race's deadline on this process (a new race, or one just changed). */
  schedule(race: Race): void {
    if (race.deadline === null) this.timers.clear(race.code);
    else
      this.timers.set(
        race.code,
        race.deadline,
        this.options.now(),
        () => this.options.tick(race.code),
        (error) => this.options.failed(error, race.code),
      );
  }

  /** A player's command: applied to the race as its clock has it by now, then published. */
  async change<T>(code: string, change: RaceChange<T>): Promise<RaceAck> {
    await this.catchUp(code);
    const changed = await this.update(code, change);
    if (!changed) return raceNotFound(code);
    if (!changed.ok) return { ok: false, error: changed.error };
    return { ok: true, race: this.options.publisher.send(changed.race) };
  }

  /** Ends the race if nobody is still racing, then publishes it; answers with the race. */
  async settle(code: string): Promise<RaceAck> {
    return this.change(code, (race) => ({ ok: true, value: rules.finishIfDone(race, false, this.options.now()) }));
  }

  /**
   * Does the work a timer owes the race by now, if it has not run yet (a busy process runs
   * timers late): a join a second after a lobby's idle limit finds it closed, whenever the
   * timer gets to it.
   */
  async catchUp(code: string): Promise<void> {
    const race = await this.options.races.get(code);
    if (race?.deadline != null && race.deadline <= this.options.now()) await this.options.tick(code);
  }

  /** Nobody is left: the room goes, with its timers. */
  async closeRoom(code: string): Promise<void> {
    this.timers.clear(code);
    this.options.closed(code);
    await this.options.races.delete(code);
  }

  close(): void {
    this.timers.clearAll();
  }
}
