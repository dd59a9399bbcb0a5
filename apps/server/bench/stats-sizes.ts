/**
 * Part of `npm run bench:stats`: one player's statistics at 1,000 and at 100,000 finished runs,
 * on SQLite and on PostgreSQL, each in a fresh database, printed side by side with their p99
 * ratio. Issue 31's target: the 100,000-run figure within 2x of the 1,000-run one (what a
 * request reads is bounded: a few index entries and the latest 500 runs).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/build-app.ts';
import { openStore } from '../src/store/connect.ts';
import type { Insertable } from 'kysely';
import type { Database, RunsTable } from '../src/store/schema.ts';
import { rebuildStats } from '../src/store/stats-entries.ts';
import { config, dropSchema, measure, PG_URL, postgresAnswers, type Figures } from './support.ts';

const SIZES = [1_000, 100_000] as const;
const SAMPLES = 200;
const TARGET_RATIO = 2;
const CHUNK = 500;
const PLAYER = 'bench-stats-player';
const PUZZLES = 500;
const DAY_MS = 86_400_000;
/** BENCH_JUDGE=cpu judges SQLite on CPU time: on a machine busy with other work, wall time is mostly waiting for a core. */
const JUDGED = process.env.BENCH_JUDGE === 'cpu' ? 'cpu' : 'wall';

/** Deterministic figures (no Math.random): run `i` of `runs`, one every ten minutes up to now. */
function benchRun(i: number, runs: number, now: number): Insertable<RunsTable> {
  const solved = i % 10 !== 3;
  const timeMs = 8_000 + ((i * 7_919) % 40_000);
  const startedAt = now - (runs - i) * 600_000;
  return {
    id: `bench-stats-${i}`,
    player_id: PLAYER,
    puzzle_id: `fifteen.v1.4.bench${i % PUZZLES}`,
    game: 'fifteen',
    status: solved ? 'solved' : 'gave_up',
    ranked: i % 20 === 0 ? 0 : 1,
    started_at: startedAt,
    time_limit_ms: null,
    finished_at: startedAt + timeMs,
    time_ms: solved ? timeMs : null,
    moves: 40 + ((i * 31) % 60),
    score: 0,
    remaining: null,
  };
}

/** Rows straight into the tables in one transaction, then the statistics made from them (as migration 0010 does). */
async function bulkSeed(db: Kysely<Database>, runs: number, now: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('players').values({ id: PLAYER, name: 'Bench', token_hash: 'bench-stats-hash', created_at: 0 }).execute();
    // Half the puzzles have a par; the last year's dailies are puzzles the player played on their day.
    for (let from = 0; from < PUZZLES / 2; from += CHUNK) {
      const count = Math.min(CHUNK, PUZZLES / 2 - from);
      await tx
        .insertInto('puzzles')
        .values(Array.from({ length: count }, (_, k) => ({ id: `fifteen.v1.4.bench${from + k}`, game: 'fifteen', par: 40, optimal: 1, solution: '[]', created_at: 0 })))
        .execute();
    }
    for (let from = 0; from < runs; from += CHUNK) {
      await tx
        .insertInto('runs')
        .values(Array.from({ length: Math.min(CHUNK, runs - from) }, (_, k) => benchRun(from + k, runs, now)))
        .execute();
    }
    const today = Math.floor(now / DAY_MS);
    const days = Array.from({ length: 365 }, (_, k) => today - 1 - k);
    await tx
      .insertInto('dailies')
      .values(days.map((day, k) => ({ date: new Date(day * DAY_MS).toISOString().slice(0, 10), game: 'fifteen', puzzle_id: `fifteen.v1.4.benchdaily${k}` })))
      .execute();
    await tx
      .insertInto('runs')
      .values(
        days.map((day, k) => ({
          ...benchRun(k, runs, now),
          id: `bench-stats-daily-${k}`,
          puzzle_id: `fifteen.v1.4.benchdaily${k}`,
          ranked: 1,
          started_at: day * DAY_MS + 3_600_000,
        })),
      )
      .execute();
    for (const statement of rebuildStats()) await statement.execute(tx);
  });
}

type Timed = { wall: Figures; cpu: Figures };

async function benchSize(
  name: string,
  runs: number,
  open: () => Promise<{ url: string; schema?: string; seeder: Kysely<Database> }>,
  dataDir: string,
  rows: Map<string, Map<number, Timed>>,
) {
  const { url, schema, seeder } = await open();
  const store = await openStore(url, schema === undefined ? {} : { pgSchema: schema });
  const app = await buildApp(config(dataDir, url), { store, logger: false, dailiesAhead: false });
  try {
    await app.ready();
    const now = Date.now();
    const seedStart = performance.now();
    await bulkSeed(seeder, runs, now);
    // A database that grew to this size by play has been analysed along the way (autovacuum).
    await (schema === undefined ? sql`analyze` : sql`vacuum analyze`).execute(seeder);
    console.log(`${name}: ${runs.toLocaleString('en')} finished runs of one player (and a year of dailies), seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    // A run that has just ended before each ask (not timed): its write keeps the statistics.
    const newRun = async (i: number) => {
      const startedAt = now + i * 60_000;
      await store.createRun({
        id: `bench-stats-new-${i}`,
        playerId: PLAYER,
        puzzleId: 'fifteen.v1.4.bench1',
        game: 'fifteen',
        status: 'solved',
        ranked: true,
        startedAt,
        timeLimitMs: null,
        finishedAt: startedAt + 9_000,
        timeMs: 9_000,
        moves: 50,
        score: 0,
        remaining: null,
      });
    };
    for (const [label, path, before] of [
      ['player stats, one game', `/api/v1/players/${PLAYER}/stats?game=fifteen`, undefined],
      ['player stats, every game', `/api/v1/players/${PLAYER}/stats`, undefined],
      ['player stats, after a new run', `/api/v1/players/${PLAYER}/stats?game=fifteen`, newRun],
    ] as const) {
      const row = rows.get(label) ?? new Map<number, Timed>();
      rows.set(label, row);
      row.set(runs, await measure(app, path, undefined, before, SAMPLES));
    }
  } finally {
    await app.close();
    await seeder.destroy();
  }
}

/** The two sizes side by side; whether every p99 at the larger is within TARGET_RATIO of the smaller. */
function report(name: string, rows: Map<string, Map<number, Timed>>, judged: 'wall' | 'cpu'): boolean {
  const [small, large] = SIZES;
  const ms = (value: number | undefined) => (value ?? Number.NaN).toFixed(2).padStart(7);
  let met = true;
  console.log(
    `\n${name}: ms per request, p50 / p99 (${SAMPLES} requests each, in-process app.inject); target: p99 at ${large.toLocaleString('en')} within ${TARGET_RATIO}x of ${small.toLocaleString('en')}, judged on ${judged} time`,
  );
  console.log(`  ${''.padEnd(30)} ${'time'.padEnd(5)} ${`${small.toLocaleString('en')} runs`.padEnd(18)} ${`${large.toLocaleString('en')} runs`.padEnd(18)} p99 100k/1k`);
  for (const [label, bySize] of rows) {
    for (const kind of ['wall', 'cpu'] as const) {
      // PostgreSQL's work is in its own processes: only the wall time tells it.
      if (name === 'PostgreSQL' && kind === 'cpu') continue;
      const a = bySize.get(small)?.[kind];
      const b = bySize.get(large)?.[kind];
      const ratio = (b?.p99 ?? Number.NaN) / (a?.p99 ?? Number.NaN);
      const ok = ratio <= TARGET_RATIO;
      if (kind === judged) met &&= ok;
      console.log(
        `  ${(kind === 'wall' ? label : '').padEnd(30)} ${kind.padEnd(5)} ${ms(a?.p50)} / ${ms(a?.p99)}  ${ms(b?.p50)} / ${ms(b?.p99)}  ${ratio.toFixed(2).padStart(5)}x ${kind !== judged ? '' : ok ? 'ok' : 'OVER TARGET'}`,
      );
    }
  }
  return met;
}

/** Both backends (PostgreSQL when it answers), both sizes; whether the target was met. */
export async function benchStatsSizes(dir: string): Promise<boolean> {
  console.log(`\nOne player's statistics at ${SIZES.map((size) => size.toLocaleString('en')).join(' and ')} finished runs\n`);
  const sqliteRows = new Map<string, Map<number, Timed>>();
  for (const runs of SIZES) {
    const file = join(dir, `stats-${runs}.db`);
    await benchSize(
      'SQLite',
      runs,
      async () => ({ url: `sqlite:${file}`, seeder: new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) }) }),
      dir,
      sqliteRows,
    );
  }
  let met = report('SQLite', sqliteRows, JUDGED);
  if (!(await postgresAnswers())) {
    console.log(`\nPostgreSQL: skipped, ${PG_URL} does not answer`);
    return met;
  }
  const pgRows = new Map<string, Map<number, Timed>>();
  for (const runs of SIZES) {
    const schema = `gridrace_bench_${randomBytes(6).toString('hex')}`;
    try {
      const pool = () => new pg.Pool({ connectionString: PG_URL, max: 1, options: `-c search_path=${schema}` });
      await benchSize('PostgreSQL', runs, async () => ({ url: PG_URL, schema, seeder: new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool() }) }) }), dir, pgRows);
    } finally {
      await dropSchema(schema);
    }
  }
  met = report('PostgreSQL', pgRows, 'wall') && met;
  return met;
}
