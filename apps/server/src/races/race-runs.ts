import type { LiveRun } from '../runs/live-run.ts';
import type { RunService } from '../runs/run-service.ts';
import type { PlayersStore } from '../store/store.ts';
import type { RacePublisher } from './race-publisher.ts';
import type { RaceStore } from './race-store.ts';
import type { RaceUpdates } from './race-updates.ts';
import { racers, type Race } from './race.ts';
import { racerRun } from './racer-run.ts';
import * as rules from './room-rules.ts';

/** Which race a run is in is asked on every move: this many answers are remembered. */
const RUN_CACHE_SIZE = 50_000;

export interface RaceRunsOptions {
  readonly races: RaceStore;
  readonly runs: RunService;
  readonly store: PlayersStore;
  readonly now: () => number;
  readonly updates: RaceUpdates;
  readonly publisher: RacePublisher;
  /**
   * Races are shared between processes (Redis): a racer may be connected to another process
   * than the one starting the race, so the runs it opens are released from its memory.
   */
  readonly shared: boolean;
  readonly failed: (error: unknown, about: string) => void;
}

/** The racers' runs: started together when a round begins, then followed move by move. */
export class RaceRuns {
  private readonly raceOfRunCache = new Map<string, string | null>();

  constructor(private readonly options: RaceRunsOptions) {
    options.runs.watch((run) => this.runChanged(run));
  }

  /** Starts a run for each waiting racer, its clock at `startsAt`; answers racer id to run id, and the racers whose run does not rank. */
  async start(race: Race, startsAt: number): Promise<{ started: Map<string, string>; unranked: Set<string> }> {
    const started = new Map<string, string>();
    const unranked = new Set<string>();
    for (const member of racers(race)) {
      if (member.ghost) continue;
      const player = await this.options.store.playerById(member.id);
      if (!player || member.status !== 'waiting') continue;
      // Every run's clock starts at `startsAt`, however long storing the runs takes.
      const ack = await this.options.runs.startAt(player, race.puzzleId, startsAt, race.timeLimitMs);
      if (!ack.ok || !('runId' in ack)) continue;
      await this.options.races.linkRun(ack.runId, race.code);
      // Opening the run told the watchers already, and the race it is in may have been looked up
      // (and remembered as none) before this link was stored: every later move must find it.
      this.raceOfRunCache.set(ack.runId, race.code);
      if (this.options.shared) await this.options.runs.release(ack.runId);
      started.set(member.id, ack.runId);
      if (!ack.ranked) unranked.add(member.id);
    }
    return { started, unranked };
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
        const changed = await this.options.updates.update(raceCode, (race) => {
          const before = race.members.find((member) => member.run?.runId === snapshot.runId)?.status;
          const recorded = rules.recordRun(race, snapshot);
          if (!recorded.ok) return recorded;
          const ended = rules.finishIfDone(race, false, this.options.now());
          const after = race.members.find((member) => member.run?.runId === snapshot.runId)?.status;
          return { ok: true, value: ended || before !== after };
        });
        if (!changed?.ok) return;
        if (changed.value) this.options.publisher.send(changed.race);
        else this.options.publisher.sendSoon(raceCode);
      })
      .catch((error: unknown) => this.options.failed(error, snapshot.runId));
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
}
