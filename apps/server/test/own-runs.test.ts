import { ownRunsResponseSchema, runStartedAckSchema } from '@gridrace/protocol';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { play, playerIn, racer, runIdOf, solutionOf, type Racer } from './support/races.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ races: { countdownMs: 100 } });
});
afterAll(async () => {
  await server?.close();
});

type Started = { ok: boolean; runId: string; ranked: boolean };

/** The player's runs of a puzzle, as the play page asks for them (checked against the shared schema). */
async function ownRuns(player: Racer, puzzleId: string) {
  const response = await request(server.url).get('/api/v1/players/me/runs').query({ puzzleId }).set('Authorization', `Bearer ${player.token}`).expect(200);
  return ownRunsResponseSchema.parse(response.body);
}

async function start(player: Racer, puzzleId: string): Promise<Started> {
  const started = await emit<Started>(player.socket, 'run:start', { puzzleId });
  runStartedAckSchema.parse(started);
  return started;
}

const historyOf = async (player: Racer) => (await request(server.url).get(`/api/v1/players/${player.id}`).expect(200)).body.history as { runId: string; status: string }[];

describe("GET /api/v1/players/me/runs: a player's runs of one puzzle", () => {
  it('needs the player token and a puzzle id', async () => {
    await request(server.url).get('/api/v1/players/me/runs').query({ puzzleId: 'fifteen.v1.3.mine' }).expect(401);
    const player = await racer(server, 'Token Holder');
    const auth = `Bearer ${player.token}`;
    const bad = await request(server.url).get('/api/v1/players/me/runs').query({ puzzleId: 'nope' }).set('Authorization', auth).expect(400);
    expect(bad.body.error.code).toBe('invalid_puzzle_id');
    await request(server.url).get('/api/v1/players/me/runs').set('Authorization', auth).expect(400);
  });

  it('tells the run in play, so that a page opened anew takes it up; a run left before its first move is in no history', async () => {
    const player = await racer(server, 'Comes Back');
    const puzzleId = 'fifteen.v1.3.comes-back';
    expect(await ownRuns(player, puzzleId)).toEqual({ puzzleId, daily: null, nextRunRanked: true, runs: [] });
    const { runId, ranked } = await start(player, puzzleId);
    expect(ranked).toBe(true);
    expect((await ownRuns(player, puzzleId)).runs).toEqual([expect.objectContaining({ runId, puzzleId, status: 'playing', moves: 0 })]);
    // Opened, never played: not a run of the player's history.
    expect(await historyOf(player)).toEqual([]);
    await play(player.socket, runId, solutionOf(puzzleId).slice(0, 1));
    expect((await historyOf(player)).map((run) => run.runId)).toEqual([runId]);
    // Another puzzle's runs are not this one's.
    expect((await ownRuns(player, 'fifteen.v1.3.another')).runs).toEqual([]);
  });

  it('lists finished runs newest first; on a puzzle that is no daily, another run still ranks (the best counts)', async () => {
    const player = await racer(server, 'Again And Again');
    const puzzleId = 'fifteen.v1.3.again';
    const first = await start(player, puzzleId);
    await play(player.socket, first.runId, solutionOf(puzzleId));
    const mine = await ownRuns(player, puzzleId);
    expect(mine).toMatchObject({ daily: null, nextRunRanked: true });
    expect(mine.runs.map((run) => [run.runId, run.status])).toEqual([[first.runId, 'solved']]);
    const second = await start(player, puzzleId);
    expect(second.ranked).toBe(true);
    expect((await ownRuns(player, puzzleId)).runs.map((run) => run.runId)).toEqual([second.runId, first.runId]);
  });

  it("on a daily only the player's first run ranks: a second attempt, on a board already seen, is unranked and says so", async () => {
    const player = await racer(server, 'Daily Player');
    // `same`: its daily's solution is known from its generator, so this test plays it quickly.
    const daily = (await request(server.url).get('/api/v1/daily/same').expect(200)).body as { id: string; date: string };
    expect(await ownRuns(player, daily.id)).toMatchObject({ daily: daily.date, nextRunRanked: true, runs: [] });
    const first = await start(player, daily.id);
    expect(first.ranked).toBe(true);
    // Seen, then given up (a `same` board given up still ranks, by the blocks left).
    await emit(player.socket, 'run:finish', { runId: first.runId });
    expect(await ownRuns(player, daily.id)).toMatchObject({ nextRunRanked: false, runs: [{ runId: first.runId, status: 'gave_up', ranked: true }] });

    const second = await start(player, daily.id);
    expect(second.ranked).toBe(false);
    const solved = await play(player.socket, second.runId, solutionOf(daily.id));
    expect(solved.runStatus).toBe('solved');
    const stored = await request(server.url).get(`/api/v1/runs/${second.runId}`).expect(200);
    expect(stored.body).toMatchObject({ status: 'solved', ranked: false });
    // Clearing the board the second time does not count: the first run stays the player's entry.
    const board = await request(server.url).get('/api/v1/leaderboards/daily/same').set('Authorization', `Bearer ${player.token}`).expect(200);
    expect(board.body).toMatchObject({ total: 1, own: { runId: first.runId } });
  });

  it("a race on today's daily is the racer's one attempt: one who played the daily before races it unranked", async () => {
    const host = await racer(server, 'Daily Racer');
    const daily = (await request(server.url).get('/api/v1/daily/same').expect(200)).body as { id: string };
    const solo = await start(host, daily.id);
    await emit(host.socket, 'run:finish', { runId: solo.runId });
    const created = await emit<{ ok: boolean; code: string }>(host.socket, 'race:create', { game: 'same', seed: 'daily' });
    expect(created.ok).toBe(true);
    await emit(host.socket, 'race:start', { code: created.code });
    const running = await host.watch.until((state) => state.status === 'running');
    expect(running.puzzleId).toBe(daily.id);
    const raceRun = await server.store.runById(runIdOf(running, host.id));
    expect(raceRun?.ranked).toBe(false);
    expect(playerIn(running, host.id)?.ranked).toBe(false);
  });
});
