import { GAMES } from '@gridrace/core';
import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { firstDayOf } from '../src/puzzles/daily.ts';
import { openStore } from '../src/store/connect.ts';
import type { Store } from '../src/store/store.ts';
import { startTestServer, type TestServer } from './support/app.ts';
import { PG_URL, postgresAvailable, postgresTestDatabase, sqliteTestDatabase } from './support/databases.ts';

const day = (date: string, hour = 12) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
const hasPostgres = await postgresAvailable();

const servers: TestServer[] = [];
const start = async (...args: Parameters<typeof startTestServer>) => {
  const server = await startTestServer(...args);
  servers.push(server);
  return server;
};
afterAll(async () => {
  for (const server of servers) await server.close();
});

/** Every stored daily row and every stored puzzle, to see that a refused request computed nothing. */
const stored = (server: TestServer) => JSON.parse(server.snapshot()) as [unknown[], { id: string }[], { date: string; game: string }[], ...unknown[]];

describe('the first day of the dailies', () => {
  it('is the day the database first started: earlier dates are a 404 naming it, and nothing is computed for them', async () => {
    const server = await start({ now: () => day('2026-06-15') });
    const before = server.snapshot();
    for (const path of [
      '/api/v1/daily?date=0001-01-01',
      '/api/v1/daily?date=2026-06-14',
      '/api/v1/daily/walls?date=1999-12-31',
      '/api/v1/leaderboards/daily/pipes?date=2026-06-14',
    ]) {
      const response = await request(server.url).get(path).expect(404);
      expect(response.body.error).toEqual({
        code: 'not_found',
        message: expect.stringContaining("this server's dailies start on 2026-06-15"),
        reason: { key: 'daily.before_first_day', values: { date: expect.any(String), firstDay: '2026-06-15' } },
      });
    }
    // No daily row, no puzzle solved: the solvers were never asked.
    expect(server.snapshot()).toBe(before);
    const today = await request(server.url).get('/api/v1/daily').expect(200);
    expect(today.body).toMatchObject({ date: '2026-06-15', firstDay: '2026-06-15' });
  });

  it('is kept in the database: a later start on it keeps the first', async () => {
    const first = await start({ now: () => day('2026-06-15') });
    const file = first.app.services.config.databaseUrl;
    // A second server on the same file, days later.
    const store = await openStore(file);
    const later = await start({ now: () => day('2026-06-20'), store });
    expect((await request(later.url).get('/api/v1/daily').expect(200)).body.firstDay).toBe('2026-06-15');
    await request(later.url).get('/api/v1/daily/pipes?date=2026-06-15').expect(200);
    await request(later.url).get('/api/v1/daily/pipes?date=2026-06-14').expect(404);
  });

  it('can be configured (DAILIES_SINCE); a first day yet to come leaves no daily at all until then', async () => {
    const configured = await start({ now: () => day('2026-06-15'), configOverrides: { dailiesSince: '2026-06-10' } });
    await request(configured.url).get('/api/v1/daily/pipes?date=2026-06-10').expect(200);
    await request(configured.url).get('/api/v1/daily/pipes?date=2026-06-09').expect(404);
    const launching = await start({ now: () => day('2026-06-15'), configOverrides: { dailiesSince: '2026-07-01' } });
    const response = await request(launching.url).get('/api/v1/daily').expect(404);
    expect(response.body.error.message).toContain('start on 2026-07-01');
  });

  it('of a database from before the record is its first daily somebody played, so the days played stay', async () => {
    const database = await sqliteTestDatabase();
    try {
      const { store } = database;
      // As an older server left it: a daily of 06-03 with a run on it, one of 06-01 nobody played, no record.
      await store.saveDaily('2026-06-01', 'pipes', 'pipes.v1.8x6.unplayed');
      await store.saveDaily('2026-06-03', 'pipes', 'pipes.v1.8x6.played');
      await store.createPlayer({ id: 'old', name: 'Old', tokenHash: 'old-hash', createdAt: 1 });
      await store.createRun({
        ...{ id: 'old-run', playerId: 'old', puzzleId: 'pipes.v1.8x6.played', game: 'pipes', status: 'solved', ranked: true },
        ...{ startedAt: 1, timeLimitMs: null, finishedAt: 2, timeMs: 1, moves: 1, score: 0, remaining: null },
      });
      expect(await firstDayOf(store, null, '2026-06-15')).toBe('2026-06-03');
      // Kept from then on, whatever is played later; a configured day wins over it.
      expect(await store.setting('dailies_since')).toBe('2026-06-03');
      expect(await firstDayOf(store, '2026-05-01', '2026-06-15')).toBe('2026-05-01');
    } finally {
      await database.dispose();
    }
  });

  it.runIf(hasPostgres)('is one value for every process sharing the database, whatever their clocks say', async () => {
    const database = await postgresTestDatabase();
    const other = await openStore(PG_URL, { pgSchema: database.schema });
    try {
      // Two processes start at once, one with a clock days ahead (a wrong clock, or a later start).
      const [a, b] = await Promise.all([start({ now: () => day('2026-06-15'), store: keepOpen(database.store) }), start({ now: () => day('2026-06-18'), store: keepOpen(other) })]);
      expect(['2026-06-15', '2026-06-18']).toContain(a.app.services.dailies.firstDay);
      expect(b.app.services.dailies.firstDay).toBe(a.app.services.dailies.firstDay);
    } finally {
      await other.close();
      await database.dispose();
    }
  });

  it.runIf(hasPostgres)('two processes preparing the same days ahead store each daily and each par once', async () => {
    const database = await postgresTestDatabase();
    const other = await openStore(PG_URL, { pgSchema: database.schema });
    try {
      await Promise.all([
        start({ now: () => day('2026-06-15', 9), store: keepOpen(database.store), dailiesAhead: {} }),
        start({ now: () => day('2026-06-15', 10), store: keepOpen(other), dailiesAhead: {} }),
      ]);
      const count = (sql: string) => rowCount(database.schema, sql);
      await expect.poll(() => count('select count(*) from puzzles'), { timeout: 180_000, interval: 500 }).toBe(2 * GAMES.length);
      expect(await count('select count(*) from dailies')).toBe(2 * GAMES.length);
      expect(await count(`select count(*) from dailies where date in ('2026-06-15', '2026-06-16')`)).toBe(2 * GAMES.length);
      expect(await count('select count(*) from settings')).toBe(1);
    } finally {
      await other.close();
      await database.dispose();
    }
  });
});

describe('dailies prepared ahead', () => {
  it("today's and tomorrow's are stored and solved by the server itself; tomorrow's is still a 404 until it starts", async () => {
    let now = day('2026-06-15', 23);
    const server = await start({ now: () => now, dailiesAhead: { everyMs: 200 } });
    const ready = async (date: string) => {
      const [, puzzles, dailies] = stored(server);
      const ids = dailies.filter((row) => row.date === date).map((row) => (row as unknown as { puzzle_id: string }).puzzle_id);
      return ids.length === GAMES.length && ids.every((id) => puzzles.some((puzzle) => puzzle.id === id));
    };
    await expect.poll(() => ready('2026-06-15'), { timeout: 120_000, interval: 250 }).toBe(true);
    await expect.poll(() => ready('2026-06-16'), { timeout: 120_000, interval: 250 }).toBe(true);
    await request(server.url).get('/api/v1/daily/pipes?date=2026-06-16').expect(404);
    await request(server.url).get('/api/v1/daily?date=2026-06-16').expect(404);
    // The day turns: tomorrow's is served, ready; the next day's is prepared in turn.
    now = day('2026-06-16', 0);
    const served = await request(server.url).get('/api/v1/daily').expect(200);
    expect(served.body.date).toBe('2026-06-16');
    await expect.poll(() => ready('2026-06-17'), { timeout: 120_000, interval: 250 }).toBe(true);
  });
});

/** The store as a server that did not close it sees it: the test closes it. */
function keepOpen(store: Store): Store {
  return { ...store, close: async () => undefined };
}

async function rowCount(schema: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return Number((await client.query<{ count: string }>(sql)).rows[0]?.count);
  } finally {
    await client.end();
  }
}
