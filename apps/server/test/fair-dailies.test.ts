import { seededPuzzle } from '@gridrace/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySeed } from '../src/puzzles/daily.ts';
import { request as emit, startTestServer, testConfig, type TestServer } from './support/app.ts';
import { play, playerIn, playPaced, racer, runIdOf, solutionOf, type Racer } from './support/races.ts';

// Today is 2026-06-15 on the server's clock (running on from noon), its dailies from 2026-06-01.
const TODAY = '2026-06-15';
const offset = Date.UTC(2026, 5, 15, 12, 0, 0) - Date.now();
const clock = () => Date.now() + offset;
// Whoever holds the deployment's secret computes any day's daily as the server does.
const SECRET = testConfig('').dailySecret;
const dailyOf = (date: string, game: 'fifteen' | 'pipes' = 'fifteen') => {
  const made = seededPuzzle(game, game === 'fifteen' ? { size: 4 } : { cols: 8, rows: 6 }, dailySeed(SECRET, date, game));
  if (!made.ok) throw new Error(made.error.message);
  return made.value.id;
};

type RunAck = { ok: boolean; runId?: string; ranked?: boolean; error?: { code: string } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock, configOverrides: { dailiesSince: '2026-06-01' }, races: { countdownMs: 300 } });
});
afterAll(async () => {
  await server?.close();
});

/** A room made by `host` with `create`, `others` joined as racers, raced from start to finish: every racer solves it. */
async function raceThrough(host: Racer, others: Racer[], create: Record<string, unknown>) {
  const created = await emit<{ ok: boolean; code: string }>(host.socket, 'race:create', create);
  expect(created).toMatchObject({ ok: true });
  for (const other of others) expect(await emit(other.socket, 'race:join', { code: created.code })).toMatchObject({ ok: true });
  expect(await emit(host.socket, 'race:start', { code: created.code })).toMatchObject({ ok: true });
  const running = await host.watch.until((state) => state.code === created.code && state.status === 'running');
  const moves = solutionOf(running.puzzleId);
  // At a person's pace, all at once: runs played at a script's speed are judged implausible (docs/fair-play.md#plausibility).
  await Promise.all([host, ...others].map((member) => playPaced(member.socket, runIdOf(running, member.id), moves)));
  await host.watch.until((state) => state.code === created.code && state.status === 'finished');
  return running;
}

const dailyBoard = async () => (await request(server.url).get('/api/v1/leaderboards/daily/fifteen').expect(200)).body as { total: number; entries: { player: { id: string } }[] };

describe('one ranked attempt at a daily, solo or in a race', () => {
  it('a daily given up solo, then raced with seed "daily": the race run does not rank; a first try in the same race does', async () => {
    const today = (await request(server.url).get('/api/v1/daily/fifteen').expect(200)).body as { id: string };
    const second = await racer(server, 'Second Try');
    const first = await racer(server, 'First Try');
    const solo = await emit<RunAck>(second.socket, 'run:start', { puzzleId: today.id });
    expect(solo).toMatchObject({ ok: true, ranked: true });
    expect(await emit(second.socket, 'run:finish', { runId: solo.runId })).toMatchObject({ ok: true });

    const running = await raceThrough(second, [first], { game: 'fifteen', seed: 'daily' });
    expect(running.puzzleId).toBe(today.id);
    expect((await server.store.runById(runIdOf(running, second.id)))?.ranked).toBe(false);
    expect((await server.store.runById(runIdOf(running, first.id)))?.ranked).toBe(true);
    const board = await dailyBoard();
    expect(board.entries.map((entry) => entry.player.id)).toEqual([first.id]);
    // In the race, the run that does not rank places with those who did not finish.
    const finished = second.watch.last!;
    expect(playerIn(finished, first.id)).toMatchObject({ rank: 1, ranked: true });
    expect(playerIn(finished, second.id)).toMatchObject({ rank: 2, ranked: false });

    // And the other way round: a daily raced first, then played solo, ranks no more.
    const again = await emit<RunAck>(first.socket, 'run:start', { puzzleId: today.id });
    expect(again).toMatchObject({ ok: true, ranked: false });
  });

  it("a room on the daily's puzzle id (a seed typed in) is the same attempt", async () => {
    const player = await racer(server, 'Typed Id');
    const solo = await emit<RunAck>(player.socket, 'run:start', { puzzleId: dailyOf(TODAY) });
    expect(solo).toMatchObject({ ok: true, ranked: true });
    const running = await raceThrough(player, [], { game: 'fifteen', params: { size: 4 }, seed: dailySeed(SECRET, TODAY, 'fifteen') });
    expect(running.puzzleId).toBe(dailyOf(TODAY));
    expect((await server.store.runById(runIdOf(running, player.id)))?.ranked).toBe(false);
  });

  it('runs of the daily opened at once, on two sockets of one player: never two rank', async () => {
    const player = await racer(server, 'Two Tabs');
    const second = await server.connect(player.token);
    const pipes = (await request(server.url).get('/api/v1/daily/pipes').expect(200)).body as { id: string };
    const both = await Promise.all([player.socket, second, player.socket, second].map((socket) => emit<RunAck>(socket, 'run:start', { puzzleId: pipes.id })));
    expect(both.every((ack) => ack.ok)).toBe(true);
    expect(both.filter((ack) => ack.ranked).length).toBeLessThanOrEqual(1);
    const stored = await Promise.all(both.map((ack) => server.store.runById(ack.runId!)));
    expect(stored.map((run) => run?.ranked)).toEqual(both.map((ack) => ack.ranked));
  });
});

describe('a daily board takes only runs started within its day', () => {
  it("yesterday's daily plays, but a new run of it ranks nowhere", async () => {
    const yesterday = (await request(server.url).get('/api/v1/daily/fifteen?date=2026-06-14').expect(200)).body as { id: string };
    const late = await racer(server, 'Late Comer');
    const own = await request(server.url)
      .get(`/api/v1/players/me/runs?puzzleId=${encodeURIComponent(yesterday.id)}`)
      .set('Authorization', `Bearer ${late.token}`)
      .expect(200);
    expect(own.body).toMatchObject({ daily: '2026-06-14', nextRunRanked: false });
    const run = await emit<RunAck>(late.socket, 'run:start', { puzzleId: yesterday.id });
    expect(run).toMatchObject({ ok: true, ranked: false });
    const last = await play(late.socket, run.runId!, solutionOf(yesterday.id));
    expect(last.runStatus).toBe('solved');
    const board = await request(server.url)
      .get(`/api/v1/leaderboards/${encodeURIComponent(yesterday.id)}`)
      .expect(200);
    expect(board.body.total).toBe(0);
  });
});

describe('no daily is served before its day, whoever computed it', () => {
  const tomorrow = dailyOf('2026-06-16');
  const nextMonth = dailyOf('2026-07-20', 'pipes');

  it('GET /puzzles/{id}: a 404, as the daily route says of tomorrow', async () => {
    for (const id of [tomorrow, nextMonth]) {
      const refused = await request(server.url)
        .get(`/api/v1/puzzles/${encodeURIComponent(id)}`)
        .expect(404);
      expect(refused.body.error.code).toBe('not_found');
    }
    // Another board of the same size is served as ever.
    await request(server.url)
      .get(`/api/v1/puzzles/${encodeURIComponent(dailyOf('2026-06-10'))}`)
      .expect(200);
  });

  it('a daily stored ahead (tomorrow, prepared) is refused all the same', async () => {
    const id = dailyOf('2026-06-16', 'pipes');
    await server.store.saveDaily('2026-06-16', 'pipes', id);
    expect(
      (
        await request(server.url)
          .get(`/api/v1/puzzles/${encodeURIComponent(id)}`)
          .expect(404)
      ).body.error.code,
    ).toBe('not_found');
  });

  it('run:start and race:create (its seed, or its id as params and seed) refuse it, and store nothing', async () => {
    const attacker = await racer(server, 'Early Bird');
    const before = await server.settledSnapshot();
    expect(await emit<RunAck>(attacker.socket, 'run:start', { puzzleId: tomorrow })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const raced = await emit<RunAck>(attacker.socket, 'race:create', { game: 'fifteen', params: { size: 4 }, seed: dailySeed(SECRET, '2026-06-16', 'fifteen') });
    expect(raced).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(server.snapshot()).toBe(before);
  });
});
