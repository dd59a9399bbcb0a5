import type { PlayerRecord } from '../store/store.ts';
import type { ProcessLiveness } from './process-liveness.ts';
import * as presence from './presence-rules.ts';
import type { Race } from './race.ts';
import type { RaceChange, RaceChanged, RaceStore } from './race-store.ts';
import { markBack } from './room-rules.ts';

export interface RacePresenceOptions {
  readonly races: RaceStore;
  readonly liveness: ProcessLiveness;
  readonly now: () => number;
  /** The race service's change: stamps the race's deadline (a grace period) and times it. */
  readonly update: <T>(code: string, change: RaceChange<T>) => Promise<RaceChanged<T> | null>;
  /** Publishes `race:state`. */
  readonly send: (race: Race) => void;
}

/** A player with a socket in a race's room on this process. */
export interface HeldHere {
  readonly playerId: string;
  readonly code: string;
}

/**
 * Who is connected to each race, across processes (docs/races.md#dropping-out, docs/operations.md#several-processes). This process holds
 * the sockets connected to it; a racer it lets go of (their last socket here dropped), or
 * that a gone process held, is away once no process holds them, and the grace period of
 * docs/races.md#dropping-out runs: back in time (`race:join`, `run:resume`, on any process), they carry on;
 * else they are `dnf`.
 */
export class RacePresence {
  private heldHere: () => readonly HeldHere[] = () => [];

  constructor(private readonly options: RacePresenceOptions) {
    options.liveness.onGone((processId, code) => this.processGone(processId, code));
    options.liveness.onLapse(() => this.holdAgain());
  }

  /** Who has sockets in which rooms here: only the socket layer knows. */
  listSockets(list: () => readonly HeldHere[]): void {
    this.heldHere = list;
  }

  /** The holder to record in a change that seats or welcomes back a player of race `code`. */
  holder(code: string): Promise<string> {
    return this.options.liveness.holds(code);
  }

  /** A racer resumed a race run (`run:resume`): they are back; answers the race's code. */
  async resumed(player: PlayerRecord, runId: string): Promise<string | null> {
    const code = await this.options.races.raceOfRun(runId);
    if (!code) return null;
    const holder = await this.holder(code);
    const changed = await this.options.update(code, (race) => markBack(race, player.id, runId, holder));
    if (!changed?.ok) return null;
    this.options.send(changed.race);
    return code;
  }

  /** The player's last socket in the race's room on this process dropped. */
  async letGo(playerId: string, code: string): Promise<void> {
    const holder = this.options.liveness.id;
    const changed = await this.options.update(code, (race) => presence.letGo(race, playerId, holder, this.options.now()));
    if (changed?.ok && changed.value) this.options.send(changed.race);
    await this.released(code, changed?.ok ? changed.race : await this.options.races.get(code));
  }

  /** After a change that may have let go of this process's last member of the race (`race` null: it is gone). */
  async released(code: string, race: Race | null): Promise<void> {
    if (!race || !presence.holdsAnyone(race, this.options.liveness.id)) await this.options.liveness.releases(code);
  }

  /** A gone process held members of race `code`: let go of them, as if their sockets had dropped. */
  private async processGone(processId: string, code: string): Promise<void> {
    const changed = await this.options.update(code, (race) => presence.processGone(race, processId, this.options.now()));
    if (changed?.ok && changed.value) this.options.send(changed.race);
  }

  /** After a lapse, under the new id: whoever still has a socket here is held again. */
  private async holdAgain(): Promise<void> {
    for (const { playerId, code } of this.heldHere()) {
      const holder = await this.holder(code);
      const changed = await this.options.update(code, (race) => presence.hold(race, playerId, holder));
      if (changed?.ok) this.options.send(changed.race);
    }
  }
}
