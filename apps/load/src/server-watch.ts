import { performance } from 'node:perf_hooks';
import type { ThreadTimes } from './local-server.ts';
import { bucketPercentile, sampleServer, track, type Bucket, type MemoryTrack, type ServerSample } from './server-metrics.ts';

const SAMPLE_EVERY_MS = 2_000;

export interface ServerLoad {
  /** Of one core, main thread and solver threads together. */
  readonly cpuPercent: number | null;
  /** The main thread alone (started server only): the one thread every request goes through. */
  readonly mainThreadPercent: number | null;
  /** Share of the time the main thread was ready to run but had no core (the machine's other work). */
  readonly mainThreadWaitingPercent: number | null;
  /** Main-thread CPU over the racing, per acked move: what one move costs the server, all included. */
  readonly mainThreadMsPerMove: number | null;
  /** The worst of the event loop lag p99s of each 2-s window. */
  readonly loopLagP99MaxMs: number | null;
  /** Reads of /metrics that failed or took over 5 s: a server too busy to answer its own metrics. */
  readonly missedSamples: number;
  /** Upper bounds, from the histogram buckets, of the server's own request-to-ack time of moves. */
  readonly moveP50Ms: number | null;
  readonly moveP99Ms: number | null;
  /** Upper bounds of the time each batch of writes took to commit (the disk's share of an ack), and how many there were. */
  readonly commitP50Ms: number | null;
  readonly commitP99Ms: number | null;
  readonly commits: number | null;
  /** The main thread's garbage collection pauses over the racing, added up. */
  readonly gcPauseMs: number | null;
}

export interface ServerWatch {
  /** Memory so far (the progress line shows the latest RSS). */
  readonly memory: MemoryTrack;
  /** Takes the last sample and sums up the watched span. */
  readonly stop: (movesAcked: number) => Promise<{ memory: MemoryTrack; load: ServerLoad }>;
}

/**
 * Follows the server from the start of racing: `/metrics` every 2 s (memory, event loop
 * lag, CPU, the move histogram) and, for a server this tool started, its main thread's CPU.
 */
export async function watchServer(url: string, mainThread: (() => ThreadTimes | null) | null): Promise<ServerWatch> {
  const memory: MemoryTrack = { start: null, peak: null, end: null };
  let worstLoopLag: number | null = null;
  let missedSamples = 0;
  const sampled = (sample: ServerSample | null): ServerSample | null => {
    if (!sample) missedSamples += 1;
    if (sample?.memory) track(memory, sample.memory);
    if (sample?.loopLagP99Seconds != null) worstLoopLag = Math.max(worstLoopLag ?? 0, sample.loopLagP99Seconds);
    return sample;
  };
  const first = sampled(await sampleServer(url));
  // The first read's lag window covers the setup, not the racing.
  worstLoopLag = null;
  missedSamples = 0;
  const mainThreadBefore = mainThread?.() ?? null;
  const startedAt = performance.now();
  const timer = setInterval(() => void sampleServer(url).then(sampled), SAMPLE_EVERY_MS);

  const stop = async (movesAcked: number) => {
    clearInterval(timer);
    const last = sampled(await sampleServer(url));
    const mainThreadAfter = mainThread?.() ?? null;
    const spanS = (performance.now() - startedAt) / 1000;
    const cpuS = first?.cpuSeconds != null && last?.cpuSeconds != null ? last.cpuSeconds - first.cpuSeconds : null;
    const mainThreadS = mainThreadBefore && mainThreadAfter ? mainThreadAfter.cpuSeconds - mainThreadBefore.cpuSeconds : null;
    const waitingS = mainThreadBefore && mainThreadAfter ? mainThreadAfter.waitingSeconds - mainThreadBefore.waitingSeconds : null;
    const percentileMs = (buckets: (sample: ServerSample) => readonly Bucket[], p: number) => {
      const bound = first && last ? bucketPercentile(buckets(first), buckets(last), p) : null;
      return bound === null ? null : bound * 1000;
    };
    const commitsBefore = first?.commitBuckets.at(-1)?.count;
    const commitsAfter = last?.commitBuckets.at(-1)?.count;
    const load: ServerLoad = {
      cpuPercent: cpuS === null ? null : (cpuS / spanS) * 100,
      mainThreadPercent: mainThreadS === null ? null : (mainThreadS / spanS) * 100,
      mainThreadWaitingPercent: waitingS === null ? null : (waitingS / spanS) * 100,
      mainThreadMsPerMove: mainThreadS === null || movesAcked === 0 ? null : (mainThreadS * 1000) / movesAcked,
      loopLagP99MaxMs: worstLoopLag === null ? null : worstLoopLag * 1000,
      missedSamples,
      moveP50Ms: percentileMs((sample) => sample.moveBuckets, 50),
      moveP99Ms: percentileMs((sample) => sample.moveBuckets, 99),
      commitP50Ms: percentileMs((sample) => sample.commitBuckets, 50),
      commitP99Ms: percentileMs((sample) => sample.commitBuckets, 99),
      commits: commitsBefore === undefined || commitsAfter === undefined ? null : commitsAfter - commitsBefore,
      gcPauseMs: first?.gcSeconds != null && last?.gcSeconds != null ? (last.gcSeconds - first.gcSeconds) * 1000 : null,
    };
    return { memory, load };
  };
  return { memory, stop };
}
