import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { Dailies } from '../puzzles/daily.ts';
import type { DailyDays } from '../puzzles/daily-days.ts';
import type { RunService } from '../runs/run-service.ts';
import type { PlayersStore, PuzzlesStore, RatingsStore, RunsStore } from '../store/store.ts';
import type { ProcessLiveness } from './process-liveness.ts';
import type { RaceStore } from './race-store.ts';

/** What the race service is made of, and its clock settings (tests shorten them). */
export interface RaceServiceOptions {
  readonly races: RaceStore;
  readonly runs: RunService;
  /** Players (to start their runs), ratings (shown beside names), stored runs (ghosts). */
  readonly store: PlayersStore & PuzzlesStore & RunsStore & RatingsStore;
  readonly catalog: PuzzleCatalog;
  readonly dailies: Dailies;
  /** No race is made on a daily before its day (`DailyDays.notYet`). */
  readonly dailyDays: DailyDays;
  readonly now: () => number;
  /** This process's heartbeat: whom it holds, and whom a gone process held. */
  readonly liveness: ProcessLiveness;
  readonly countdownMs?: number;
  /** How long a dropped racer may stay away (docs/races.md#dropping-out: 60 s); shorter in tests. */
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
  /** Rooms not yet finished a player may sit in when they open or join one more; unset: no limit. */
  readonly openRoomsPerPlayer?: number;
  readonly log?: { error(object: unknown, message: string): void };
  /** How busy the event loop is, 0 to 1 (by default measured: `EventLoopBusyness`). */
  readonly busyness?: () => number;
}
