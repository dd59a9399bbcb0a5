/** What the server benchmarks share: the app's configuration, timing requests, a PostgreSQL schema of their own. */
import { performance } from 'node:perf_hooks';
import { Limits } from '@gridrace/protocol';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Config } from '../src/config.ts';
import { dropSchema } from '../test/support/databases.ts';
import { DEFAULT_ABUSE_LIMITS } from '../src/limits/settings.ts';
import { DEFAULT_PROCESS_TIMEOUT_MS } from '../src/races/process-liveness.ts';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const config = (dataDir: string, databaseUrl: string): Config => ({
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  redisUrl: null,
  redisPrefix: 'gridrace-bench:',
  processTimeoutMs: DEFAULT_PROCESS_TIMEOUT_MS,
  quickRaceGhostAfterMs: 15_000,
  dailySecret: 'bench-daily-secret-0123456789',
  logLevel: 'silent',
  dataDir,
  trustProxy: false,
  restRateLimitPerMinute: 1_000_000,
  abuseLimits: DEFAULT_ABUSE_LIMITS,
  allowedOrigins: [],
  addressLimitsExempt: [],
  socketRefusals: { max: 20, windowMs: 10_000 },
  runMaxMoves: Limits.maxRunMoves,
  runMaxDurationMs: Limits.maxRunDurationMs,
  metricsToken: null,
  dailiesSince: null,
});

export interface Figures {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export const figuresOf = (samples: number[]): Figures => {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: samples.at(-1) ?? Number.NaN };
};

/**
 * Wall time per request, and this process's CPU time per request: on a loaded machine the
 * wall time includes waiting for a core, the CPU time does not (PostgreSQL's own work is in
 * its processes, so there only the wall time tells it).
 */
export async function measure(
  app: FastifyInstance,
  url: string,
  token?: string | ((i: number) => string),
  before?: (i: number) => Promise<void>,
  samples = 200,
): Promise<{ wall: Figures; cpu: Figures }> {
  const headersOf = (i: number) => (token === undefined ? {} : { authorization: `Bearer ${typeof token === 'string' ? token : token(i)}` });
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < samples + 20; i += 1) {
    // Not timed: what happens between two asks (a run that ends).
    await before?.(i);
    const headers = headersOf(i);
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const response = await app.inject({ method: 'GET', url, headers });
    const used = process.cpuUsage(cpuStart);
    const took = performance.now() - start;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    // The first requests warm the JIT and the statement cache.
    if (i < 20) continue;
    wall.push(took);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: figuresOf(wall), cpu: figuresOf(cpu) };
}

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export { dropSchema };
