/**
 * `npm run bench:stats`: the statistics endpoints for a player with 10,000 runs, on SQLite and
 * on PostgreSQL (BENCH_DATABASE_URL, default the local test database; skipped when it does
 * not answer). Issue 20's target: p95 <= 50 ms. Then one player's statistics at 1,000 and
 * 100,000 runs side by side (stats-sizes.ts). The machine may be shared: read the figures
 * beside each other, not as absolutes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app.ts';
import { openStore } from '../src/store/connect.ts';
import type { RunRecord, Store } from '../src/store/store.ts';
import { benchStatsSizes } from './stats-sizes.ts';
import { config, dropSchema, measure, PG_URL, postgresAnswers } from './support.ts';

const RUNS = 10_000;
const DAILY_PLAYERS = 1_000;
const SAMPLES = 200;
const TARGET_P95_MS = 50;
const DAY_MS = 86_400_000;

/** Deterministic figures (no Math.random): run `i`'s time, moves and outcome. */
function benchRun(i: number, playerId: string, now: number): RunRecord {
  const startedAt = now - (RUNS - i) * 600_000;
  const outcome = i % 20 === 0 ? 'unranked' : i % 10 === 3 ? 'gave_up' : 'solved';
  const timeMs = 8_000 + ((i * 7_919) % 40_000);
  return {
    id: `bench-${playerId}-${i}`,
    playerId,
    puzzleId: `fifteen.v1.4.bench${i % 500}`,
    game: 'fifteen',
    status: outcome === 'gave_up' ? 'gave_up' : 'solved',
    ranked: outcome !== 'unranked',
    startedAt,
    timeLimitMs: null,
    finishedAt: startedAt + timeMs,
    timeMs: outcome === 'gave_up' ? null : timeMs,
    moves: 40 + ((i * 31) % 60),
    score: 0,
    remaining: null,
  };
}

async function seed(store: Store, app: FastifyInstance): Promise<{ playerId: string; token: string }> {
  const now = Date.now();
  const created = await app.inject({ method: 'POST', url: '/api/v1/players', payload: { name: 'Bench' } });
  const { player, token } = created.json<{ player: { id: string }; token: string }>();
  // Half the puzzles have a par; a year of past dailies, each played on its day by the last runs.
  await Promise.all(
    Array.from({ length: 250 }, (_, k) =>
      store.saveSolvedPuzzle({ id: `fifteen.v1.4.bench${k}`, game: 'fifteen', par: 40, optimal: true, solution: [], solverVersion: 1, best: null }),
    ),
  );
  const runs = Array.from({ length: RUNS }, (_, i) => benchRun(i, player.id, now));
  await Promise.all(runs.map((run) => store.createRun(run)));
  const today = Math.floor(now / DAY_MS);
  await Promise.all(
    Array.from({ length: 365 }, (_, k) => {
      const day = today - 1 - k;
      const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
      const puzzleId = `fifteen.v1.4.benchdaily${k}`;
      return Promise.all([
        store.saveDaily(date, 'fifteen', puzzleId),
        store.createRun({ ...benchRun(k, player.id, now), id: `bench-daily-${k}`, puzzleId, ranked: true, status: 'solved', timeMs: 30_000, startedAt: day * DAY_MS + 3_600_000 }),
      ]);
    }),
  );
  // Today's daily, played by a crowd and by the player.
  const daily = (await app.inject({ method: 'GET', url: '/api/v1/daily/fifteen' })).json<{ id: string }>();
  const crowd = Array.from({ length: DAILY_PLAYERS }, (_, k) => `bench-crowd-${k}`);
  await Promise.all(crowd.map((id) => store.createPlayer({ id, name: id, tokenHash: `bench-hash-${id}`, createdAt: now })));
  await Promise.all([...crowd, player.id].map((id, k) => store.createRun({ ...benchRun(k, id, now), id: `bench-today-${k}`, puzzleId: daily.id, ranked: true, status: 'solved' })));
  return { playerId: player.id, token };
}

async function benchBackend(name: string, databaseUrl: string, pgSchema: string | undefined, dataDir: string): Promise<void> {
  const store = await openStore(databaseUrl, pgSchema === undefined ? {} : { pgSchema });
  const app = await buildApp(config(dataDir, databaseUrl), { store, logger: false, dailiesAhead: false });
  try {
    await app.ready();
    const seedStart = performance.now();
    const { playerId, token } = await seed(store, app);
    console.log(`${name}: seeded ${RUNS + 365} runs of one player and ${DAILY_PLAYERS + 1} results of today's daily in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    // Answers are kept until the runs they come from change: the last line asks after each new run, so never from what was kept.
    const now = Date.now();
    // A run that has just ended: it starts now and ends after its time (as the server stores it).
    const newRun = async (i: number) => {
      const run = benchRun(i, playerId, now);
      const startedAt = now + i * 60_000;
      await store.createRun({ ...run, id: `bench-new-${i}`, startedAt, finishedAt: startedAt + (run.timeMs ?? 10_000), ranked: true, status: 'solved' });
    };
    for (const [label, url, auth, before, samples] of [
      ['player stats, one game', `/api/v1/players/${playerId}/stats?game=fifteen`, undefined, undefined, SAMPLES],
      ['player stats, every game', `/api/v1/players/${playerId}/stats`, undefined, undefined, SAMPLES],
      ["today's daily stats, with own", '/api/v1/daily/fifteen/stats', token, undefined, SAMPLES],
      ['player stats, after a new run', `/api/v1/players/${playerId}/stats?game=fifteen`, undefined, newRun, SAMPLES / 4],
    ] as const) {
      const { wall, cpu } = await measure(app, url, auth, before, samples);
      const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
      const verdict = wall.p95 <= TARGET_P95_MS ? 'ok' : 'OVER TARGET';
      console.log(
        `  ${label.padEnd(32)} wall p50 ${ms(wall.p50)} p95 ${ms(wall.p95)} max ${ms(wall.max)} (p95 <= ${TARGET_P95_MS} ms: ${verdict}); ` +
          `cpu p50 ${ms(cpu.p50)} p95 ${ms(cpu.p95)}`,
      );
    }
  } finally {
    await app.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'gridrace-bench-stats-'));
console.log(`gridrace stats bench — node ${process.version}, ${SAMPLES} requests each (${SAMPLES / 4} after a new run; in-process, app.inject)\n`);
try {
  await benchBackend('SQLite', `sqlite:${join(dir, 'bench.db')}`, undefined, dir);
  if (await postgresAnswers()) {
    const schema = `gridrace_bench_${randomBytes(6).toString('hex')}`;
    try {
      await benchBackend('PostgreSQL', PG_URL, schema, dir);
    } finally {
      await dropSchema(schema, PG_URL);
    }
  } else {
    console.log(`PostgreSQL: skipped, ${PG_URL} does not answer`);
  }
  const met = await benchStatsSizes(dir);
  console.log(met ? '\nTarget met.' : '\nTarget NOT met.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
