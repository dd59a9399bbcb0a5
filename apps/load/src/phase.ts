import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sleep } from './acks.ts';
import { prepareAttack, type AttackTally } from './attack.ts';
import { gameOfRoom } from './game-mix.ts';
import type { ThreadTimes } from './local-server.ts';
import { connectPlayers, inBatches, watchDisconnects, type LoadPlayer } from './players.ts';
import type { RaceContext } from './racer.ts';
import { RoomDriver } from './room.ts';
import type { MemoryTrack } from './server-metrics.ts';
import { watchServer, type ServerLoad } from './server-watch.ts';
import type { Solutions } from './solutions.ts';
import { PhaseStats } from './stats.ts';
import { startWallsMaker, WALLS_MAKERS } from './walls-maker.ts';

export interface PhasePlan {
  /** Short: it starts the names of the phase's players (at most 32 characters in all). */
  readonly name: string;
  /** What the report calls the phase: its name, and its round in a comparison. */
  readonly heading: string;
  readonly url: string;
  readonly racers: number;
  readonly rooms: number;
  readonly durationS: number;
  readonly wallsEveryS: number | null;
  readonly moveDelayMs: { readonly min: number; readonly max: number };
  readonly ackTimeoutMs: number;
  readonly oneInFlight: boolean;
  /** Hostile token-less sockets sending deep frames and floods while the racers race (`--hostile`); 0: none. */
  readonly attackers: number;
  /** The local address the attackers connect from; null: the system's choice. */
  readonly attackFrom: string | null;
  /** The started server's main-thread times; null with --url. */
  readonly serverMainThread: (() => ThreadTimes | null) | null;
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
  /** The server's own view while racing (from /metrics): null figures where it had none. */
  readonly server: ServerLoad;
  /** What the hostile sockets did, when the phase had them. */
  readonly attack: AttackTally | null;
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
const ROOM_SETUP_CONCURRENCY = 25;
/**
 * Rooms start within this many seconds of each other (at most a quarter of the duration),
 * as real rooms do, rather than 1000 racers making their first move in the same instant.
 */
const START_SPREAD_S = 5;
/** How long the walls puzzles still being solved at the end may take to answer. */
const WALLS_GRACE_MS = 10_000;

/** Racers spread over the rooms as evenly as can be; each room's first player hosts it. */
export function seatRacers<T>(players: readonly T[], rooms: number): T[][] {
  const seats: T[][] = Array.from({ length: rooms }, () => []);
  players.forEach((player, index) => seats[index % rooms]!.push(player));
  return seats.filter((room) => room.length > 0);
}

/**
 * One load phase: players and connections, rooms and their first puzzles solved (all
 * untimed), then `durationS` of racing with the server watched, then a clean close.
 */
export async function runPhase(plan: PhasePlan, solutions: Solutions, progress: (line: ProgressLine) => void): Promise<PhaseResult> {
  const stats = new PhaseStats();
  const setupStart = performance.now();
  let over = false;
  let closing = false;
  const context: RaceContext = { stats, solutions, moveDelayMs: plan.moveDelayMs, ackTimeoutMs: plan.ackTimeoutMs, oneInFlight: plan.oneInFlight, over: () => over };

  const prefix = `load-${plan.name}-${Date.now().toString(36)}`;
  const racers = await connectPlayers(plan.url, plan.racers, prefix, stats);
  const makers = plan.wallsEveryS === null ? [] : await connectPlayers(plan.url, WALLS_MAKERS, `${prefix}-walls`, stats);
  const everyone: LoadPlayer[] = [...racers, ...makers];
  let connected = everyone.length;
  watchDisconnects(everyone, stats, () => closing);
  for (const player of everyone) player.socket.on('disconnect', () => (connected -= 1));

  const rooms = seatRacers(racers, plan.rooms).map((members, index) => new RoomDriver(members, gameOfRoom(index), context));
  const firstPuzzles = await inBatches(rooms.length, ROOM_SETUP_CONCURRENCY, (index) => rooms[index]!.open());
  await Promise.allSettled(firstPuzzles.filter((id): id is string => id !== null).map((id) => solutions.lineFor(id)));
  const setupS = (performance.now() - setupStart) / 1000;

  const attack = plan.attackers === 0 ? null : await prepareAttack({ url: plan.url, sockets: plan.attackers, from: plan.attackFrom });
  const server = await watchServer(plan.url, plan.serverMainThread);

  // Sampled every millisecond: the figure is then the lag itself plus at most 1 ms.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const racingStart = performance.now();
  let windowFrom = 0;
  let windowStart = racingStart;
  const progressTimer = setInterval(() => {
    const now = performance.now();
    progress({ elapsedS: (now - racingStart) / 1000, stats, windowFrom, windowS: (now - windowStart) / 1000, connected, memory: server.memory });
    windowFrom = stats.moveLatencies.length;
    windowStart = now;
  }, PROGRESS_EVERY_MS);

  const walls = plan.wallsEveryS === null ? null : startWallsMaker(makers, plan.wallsEveryS, stats);
  attack?.start();
  const spreadMs = Math.min(START_SPREAD_S, plan.durationS / 4) * 1000;
  rooms.forEach((room, index) => {
    if (firstPuzzles[index] !== null) setTimeout(() => room.begin(), (index / rooms.length) * spreadMs);
  });
  await sleep(plan.durationS * 1000);
  over = true;
  const racingS = (performance.now() - racingStart) / 1000;
  clearInterval(progressTimer);
  const attacked = (await attack?.stop()) ?? null;

  // Moves already sent are still measured: their acks are waited for (a timeout at worst).
  const drainUntil = performance.now() + plan.ackTimeoutMs + 1000;
  while (stats.inFlight > 0 && performance.now() < drainUntil) await sleep(50);
  const cpu = process.cpuUsage(cpuBefore);
  const toolSpanMs = performance.now() - racingStart;
  loopDelay.disable();
  const { memory, load } = await server.stop(stats.movesAcked);
  // After the figures: a backlog of walls solves must not stretch the span they cover.
  await walls?.stop(WALLS_GRACE_MS);

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
    server: load,
    attack: attacked,
    tool: {
      cpuPercent: ((cpu.user + cpu.system) / 1000 / toolSpanMs) * 100,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
    },
  };
}
