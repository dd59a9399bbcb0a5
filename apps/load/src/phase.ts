import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sleep } from './acks.ts';
import { gameOfRoom } from './game-mix.ts';
import { connectPlayers, inBatches, watchDisconnects, type LoadPlayer } from './players.ts';
import type { RaceContext } from './racer.ts';
import { RoomDriver } from './room.ts';
import { sampleMemory, track, type MemoryTrack } from './server-metrics.ts';
import type { Solutions } from './solutions.ts';
import { PhaseStats } from './stats.ts';
import { startWallsMaker, WALLS_MAKERS } from './walls-maker.ts';

export interface PhasePlan {
  readonly name: string;
  readonly url: string;
  readonly racers: number;
  readonly rooms: number;
  readonly durationS: number;
  readonly wallsEveryS: number | null;
  readonly moveDelayMs: { readonly min: number; readonly max: number };
  readonly ackTimeoutMs: number;
}

export interface PhaseResult {
  readonly plan: PhasePlan;
  readonly stats: PhaseStats;
  readonly connected: number;
  readonly roomsOpen: number;
  readonly setupS: number;
  /** Seconds the racing lasted, from the first start to the end of the duration. */
  readonly racingS: number;
  readonly memory: MemoryTrack;
  /** The load tool's own load: if it is saturated, the latencies measure the tool, not the server. */
  readonly tool: { readonly cpuPercent: number; readonly loopDelayP99Ms: number; readonly loopDelayMaxMs: number };
}

export interface ProgressLine {
  readonly elapsedS: number;
  readonly stats: PhaseStats;
  readonly windowFrom: number;
  readonly windowS: number;
  readonly connected: number;
  readonly memory: MemoryTrack;
}

const PROGRESS_EVERY_MS = 10_000;
const MEMORY_EVERY_MS = 2_000;
const ROOM_SETUP_CONCURRENCY = 25;

/** Racers spread over the rooms as evenly as can be; each room's first player hosts it. */
export function seatRacers<T>(players: readonly T[], rooms: number): T[][] {
  const seats: T[][] = Array.from({ length: rooms }, () => []);
  players.forEach((player, index) => seats[index % rooms]!.push(player));
  return seats.filter((room) => room.length > 0);
}

/**
 * One load phase: players and connections, rooms and their first puzzles solved (all
 * untimed), then `durationS` of racing with the server's memory sampled, then a clean close.
 */
export async function runPhase(plan: PhasePlan, solutions: Solutions, progress: (line: ProgressLine) => void): Promise<PhaseResult> {
  const stats = new PhaseStats();
  const setupStart = performance.now();
  let over = false;
  let closing = false;
  const context: RaceContext = { stats, solutions, moveDelayMs: plan.moveDelayMs, ackTimeoutMs: plan.ackTimeoutMs, over: () => over };

  const prefix = `load-${plan.name}-${Date.now().toString(36)}`;
  const racers = await connectPlayers(plan.url, plan.racers, prefix, stats);
  const makers = plan.wallsEveryS === null ? [] : await connectPlayers(plan.url, WALLS_MAKERS, `${prefix}-walls`, stats);
  const everyone: LoadPlayer[] = [...racers, ...makers];
  let connected = everyone.length;
  watchDisconnects(everyone, stats, () => closing);
  for (const player of everyone) player.socket.on('disconnect', () => (connected -= 1));

  const rooms = seatRacers(racers, plan.rooms).map((members, index) => new RoomDriver(members, gameOfRoom(index), context));
  const firstPuzzles = await inBatches(rooms.length, ROOM_SETUP_CONCURRENCY, (index) => rooms[index]!.open());
  await Promise.allSettled(firstPuzzles.filter((id): id is string => id !== null).map((id) => solutions.movesFor(id)));
  const setupS = (performance.now() - setupStart) / 1000;

  const memory: MemoryTrack = { start: null, peak: null, end: null };
  const first = await sampleMemory(plan.url);
  if (first) track(memory, first);
  const memoryTimer = setInterval(() => void sampleMemory(plan.url).then((sample) => sample && track(memory, sample)), MEMORY_EVERY_MS);

  // Sampled every millisecond: the figure is then the lag itself plus at most 1 ms.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const racingStart = performance.now();
  let windowFrom = 0;
  let windowStart = racingStart;
  const progressTimer = setInterval(() => {
    const now = performance.now();
    progress({ elapsedS: (now - racingStart) / 1000, stats, windowFrom, windowS: (now - windowStart) / 1000, connected, memory });
    windowFrom = stats.moveLatencies.length;
    windowStart = now;
  }, PROGRESS_EVERY_MS);

  const walls = plan.wallsEveryS === null ? null : startWallsMaker(makers, plan.wallsEveryS, stats);
  for (const room of rooms) room.begin();
  await sleep(plan.durationS * 1000);
  over = true;
  const racingS = (performance.now() - racingStart) / 1000;
  clearInterval(progressTimer);

  // Moves already sent are still measured: their acks are waited for (a timeout at worst).
  const drainUntil = performance.now() + plan.ackTimeoutMs + 1000;
  while (stats.inFlight > 0 && performance.now() < drainUntil) await sleep(50);
  await walls?.stop();
  const cpu = process.cpuUsage(cpuBefore);
  loopDelay.disable();
  clearInterval(memoryTimer);
  const last = await sampleMemory(plan.url);
  if (last) track(memory, last);

  const connectedAtEnd = connected;
  closing = true;
  for (const player of everyone) player.socket.close();
  return {
    plan,
    stats,
    connected: connectedAtEnd,
    roomsOpen: firstPuzzles.filter((id) => id !== null).length,
    setupS,
    racingS,
    memory,
    tool: {
      cpuPercent: ((cpu.user + cpu.system) / 1000 / (racingS * 1000)) * 100,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
    },
  };
}
