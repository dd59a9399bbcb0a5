import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { play, racer, solutionOf, type Racer } from './support/races.ts';

type LogEntry = { seq: number; kind: string; move: unknown; atMs: number };
type Started = { ok: true; runId: string; board: { size: number; tiles: number[] } };
type Ack = { ok: boolean; runStatus?: string; seq?: number; error?: { code: string; message: string }; state?: unknown };
type Created = { ok: boolean; code?: string; error?: { code: string; message: string } };

const getRun = (server: TestServer, runId: string, token?: string, query: Record<string, number> = {}) => {
  const asked = request(server.url).get(`/api/v1/runs/${runId}`).query(query);
  return token === undefined ? asked : asked.set('Authorization', `Bearer ${token}`);
};

/** Every page of a run's log, following `nextAfter` with pages of `limit`. */
async function allPages(server: TestServer, runId: string, limit: number): Promise<{ pages: number; log: LogEntry[] }> {
  const log: LogEntry[] = [];
  let pages = 0;
  for (let after: number | null = 0; after !== null; pages += 1) {
    const page = (await getRun(server, runId, undefined, { after, limit }).expect(200)).body as { log: LogEntry[]; nextAfter: number | null };
    expect(page.log.length).toBeLessThanOrEqual(limit);
    log.push(...page.log);
    after = page.nextAfter;
  }
  return { pages, log };
}

type SameBoard = { cols: number; cells: (number | null)[] };

/** A `same` run with one move, then given up: finished, ranked (by the blocks left), with a log. */
async function oneMoveOfSame(who: Racer, puzzleId: string): Promise<string> {
  const started = await emit<{ runId: string; board: SameBoard }>(who.socket, 'run:start', { puzzleId });
  const { cols, cells } = started.board;
  const cell = cells.findIndex((colour, i) => colour !== null && (cells[i + cols] === colour || ((i + 1) % cols !== 0 && cells[i + 1] === colour)));
  await play(who.socket, started.runId, [{ x: cell % cols, y: Math.floor(cell / cols) }]);
  expect(await emit<Ack>(who.socket, 'run:finish', { runId: started.runId })).toMatchObject({ ok: true, runStatus: 'gave_up' });
  return started.runId;
}

/** A `fifteen` move that slides the tile right of (or left of) the gap: always legal. */
function slideNextToGap(board: { size: number; tiles: number[] }): { x: number; y: number } {
  const gap = board.tiles.indexOf(0);
  const [x, y] = [gap % board.size, Math.floor(gap / board.size)];
  return { x: x + 1 < board.size ? x + 1 : x - 1, y };
}

/** How many finished runs the server has replayed to verify them, from its metrics. */
async function verifications(server: TestServer): Promise<number> {
  const text = (await request(server.url).get('/metrics').expect(200)).text;
  return [...text.matchAll(/^gridrace_runs_verified_total\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
}

describe('GET /api/v1/runs/{runId}: a finished run is verified once, and its log is paged', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function solvedRun(who: Racer, puzzleId: string): Promise<{ runId: string; moves: unknown[] }> {
    const started = await emit<Started>(who.socket, 'run:start', { puzzleId });
    const moves = solutionOf(puzzleId);
    expect((await play(who.socket, started.runId, moves)).runStatus).toBe('solved');
    return { runId: started.runId, moves };
  }

  it('replays a finished run once, keeps the verdict, and answers later views from it', async () => {
    const ada = await racer(server, 'Verified Ada');
    const { runId } = await solvedRun(ada, 'fifteen.v1.3.kept-verdict');
    const before = await verifications(server);
    expect(await server.store.runVerdict(runId)).toBeNull();
    for (let view = 0; view < 3; view += 1) expect((await getRun(server, runId).expect(200)).body).toMatchObject({ status: 'solved', verified: true });
    // Three views, one replay: the first found the verdict and kept it.
    expect(await verifications(server)).toBe(before + 1);
    expect(await server.store.runVerdict(runId)).toBe(true);
  });

  it('answers the log a page at a time, `nextAfter` leading through it to its end', async () => {
    const bob = await racer(server, 'Paged Bob');
    const { runId, moves } = await solvedRun(bob, 'fifteen.v1.3.paged-log');
    expect(moves.length).toBeGreaterThan(8);
    const whole = (await getRun(server, runId).expect(200)).body as { log: LogEntry[]; nextAfter: number | null };
    expect(whole.log.map((entry) => entry.seq)).toEqual(moves.map((_, i) => i + 1));
    expect(whole.nextAfter).toBeNull();
    const paged = await allPages(server, runId, 4);
    expect(paged.pages).toBe(Math.ceil(moves.length / 4));
    expect(paged.log).toEqual(whole.log);
    const first = (await getRun(server, runId, undefined, { limit: 4 }).expect(200)).body;
    expect(first).toMatchObject({ nextAfter: 4, verified: true });
    // Past the end: an empty page, and no next one.
    expect((await getRun(server, runId, undefined, { after: moves.length }).expect(200)).body).toMatchObject({ log: [], nextAfter: null });
  });

  it('refuses a page it cannot give, and a token that names nobody', async () => {
    const cat = await racer(server, 'Bad Pages');
    const { runId } = await solvedRun(cat, 'fifteen.v1.3.bad-pages');
    for (const query of [{ limit: 0 }, { limit: 1001 }, { after: -1 }] as Record<string, number>[]) {
      expect((await getRun(server, runId, undefined, query).expect(400)).body.error.code).toBe('invalid_payload');
    }
    expect((await getRun(server, runId, 'not-a-token').expect(401)).body.error.code).toBe('unauthorized');
  });
});

describe('a run in play, and a daily before its day is over, keep their logs from others', () => {
  let server: TestServer;
  let clock = Date.parse('2026-06-10T12:00:00Z');
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock, races: { countdownMs: 100 }, configOverrides: { dailiesSince: '2026-06-01', quickRaceGhostAfterMs: 100 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows a run in play's log to its player alone; others get the run without it", async () => {
    const ada = await racer(server, 'Playing Ada');
    const eve = await racer(server, 'Watching Eve');
    const started = await emit<Started>(ada.socket, 'run:start', { puzzleId: 'fifteen.v1.3.in-play' });
    await play(ada.socket, started.runId, solutionOf('fifteen.v1.3.in-play').slice(0, 3));
    const hidden = { status: 'playing', moves: 3, log: null, logHidden: { reason: 'in_play', publicAt: null }, nextAfter: null, verified: null };
    expect((await getRun(server, started.runId).expect(200)).body).toMatchObject(hidden);
    expect((await getRun(server, started.runId, eve.token).expect(200)).body).toMatchObject(hidden);
    const own = (await getRun(server, started.runId, ada.token).expect(200)).body;
    expect(own).toMatchObject({ logHidden: null, verified: null });
    expect(own.log.map((entry: LogEntry) => entry.seq)).toEqual([1, 2, 3]);
    // Nor can it be raced as a ghost, which would show it move by move.
    expect(await emit<Created>(eve.socket, 'race:create', { game: 'fifteen', ghosts: [started.runId] })).toMatchObject({ ok: false, error: { code: 'bad_ghost' } });
  });

  it("keeps a finished daily's replay from others until the day is over (UTC), its leaderboard showing the time meanwhile; then it is public", async () => {
    const ada = await racer(server, 'Daily Ada');
    const bob = await racer(server, 'Curious Bob');
    const cat = await racer(server, 'Public Cat');
    // An older run of the game, of no daily: the ghost a player alone may be given.
    const publicRunId = await oneMoveOfSame(cat, 'same.v1.8x8c3r5.public-ghost');
    clock += 1000;
    const daily = (await request(server.url).get('/api/v1/daily/same').expect(200)).body as { id: string; date: string };
    expect(daily.date).toBe('2026-06-10');
    const started = { runId: await oneMoveOfSame(ada, daily.id) };

    const board = (await request(server.url).get('/api/v1/leaderboards/daily/same').expect(200)).body;
    expect(board.entries).toEqual([expect.objectContaining({ runId: started.runId, player: expect.objectContaining({ id: ada.id }), timeMs: expect.any(Number) })]);
    const dayEnds = '2026-06-11T00:00:00.000Z';
    const hidden = { status: 'gave_up', log: null, logHidden: { reason: 'daily_in_progress', publicAt: dayEnds }, nextAfter: null };
    expect((await getRun(server, started.runId).expect(200)).body).toMatchObject(hidden);
    expect((await getRun(server, started.runId, bob.token).expect(200)).body).toMatchObject(hidden);
    expect((await getRun(server, started.runId, ada.token).expect(200)).body).toMatchObject({ logHidden: null, log: [expect.objectContaining({ seq: 1 })] });

    // No ghost of it either: asked for by id...
    const refused = await emit<Created>(bob.socket, 'race:create', { game: 'same', ghosts: [started.runId] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad_ghost' } });
    // ...or picked for a player alone in the quick-race queue: the latest run of the game is
    // the daily's, so the ghost is the older public one.
    expect(await emit(bob.socket, 'race:quick', { game: 'same' })).toEqual({ ok: true, queued: true });
    clock += 1000;
    const formed = await bob.watch.until((state) => state.players.some((p) => p.id === bob.id), 10_000);
    // A ghost's run names its puzzle, so it is told from "Go" on (docs/fair-play.md#races-reveal-their-puzzle-at-go).
    expect(formed.players.filter((p) => p.ghost).map((p) => p.runId)).toEqual([null]);
    expect(await emit(bob.socket, 'race:start', { code: formed.code })).toMatchObject({ ok: true });
    clock += 10_000;
    const racing = await bob.watch.until((state) => state.code === formed.code && state.status === 'running', 15_000);
    expect(racing.players.filter((p) => p.ghost).map((p) => p.runId)).toEqual([publicRunId]);
    await emit(bob.socket, 'race:leave', { code: formed.code });

    // The day is over: its replays are everyone's, to watch and to race.
    clock = Date.parse(dayEnds);
    const open = (await getRun(server, started.runId).expect(200)).body;
    expect(open).toMatchObject({ logHidden: null, nextAfter: null, verified: true });
    expect(open.log).toHaveLength(1);
    expect(await emit<Created>(bob.socket, 'race:create', { game: 'same', ghosts: [started.runId] })).toMatchObject({ ok: true });
  });
});

describe('a run is capped in requests and in duration', () => {
  let server: TestServer;
  let clock = Date.parse('2026-06-10T12:00:00Z');
  let ada: Racer;
  const MAX_MOVES = 5;
  const MAX_DURATION_MS = 60_000;
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock, configOverrides: { runMaxMoves: MAX_MOVES, runMaxDurationMs: MAX_DURATION_MS } });
    ada = await racer(server, 'Long Player');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Moves one tile to and fro: `count` requests that never solve the board. */
  async function toAndFro(socket: Socket, runId: string, board: Started['board'], count: number): Promise<void> {
    const move = slideNextToGap(board);
    for (let seq = 1; seq <= count; seq += 1) {
      const ack = seq % 2 === 1 ? await emit<Ack>(socket, 'run:move', { runId, seq, move }) : await emit<Ack>(socket, 'run:undo', { runId, seq });
      expect(ack).toMatchObject({ ok: true, seq });
    }
  }

  it('refuses the request past the longest log with run_too_long, stores nothing of it, and lets the run be finished', async () => {
    const started = await emit<Started>(ada.socket, 'run:start', { puzzleId: 'fifteen.v1.3.too-long' });
    await toAndFro(ada.socket, started.runId, started.board, MAX_MOVES);
    const before = server.snapshot();
    const refused = await emit<Ack>(ada.socket, 'run:move', { runId: started.runId, seq: MAX_MOVES + 1, move: slideNextToGap(started.board) });
    expect(refused).toMatchObject({ ok: false, error: { code: 'run_too_long', message: expect.stringContaining(String(MAX_MOVES)) }, seq: MAX_MOVES, state: expect.any(Object) });
    expect(await emit<Ack>(ada.socket, 'run:hint', { runId: started.runId, seq: MAX_MOVES + 1 })).toMatchObject({ ok: false, error: { code: 'run_too_long' } });
    expect(server.snapshot()).toBe(before);
    expect(await emit<Ack>(ada.socket, 'run:finish', { runId: started.runId })).toMatchObject({ ok: true, runStatus: 'gave_up' });
    expect((await getRun(server, started.runId).expect(200)).body.log).toHaveLength(MAX_MOVES);
  });

  it('ends a run left in play past the longest duration as a time limit does, on its next request', async () => {
    const started = await emit<Started>(ada.socket, 'run:start', { puzzleId: 'fifteen.v1.3.too-old' });
    const startedAt = clock;
    await toAndFro(ada.socket, started.runId, started.board, 1);
    clock += MAX_DURATION_MS + 1000;
    const late = await emit<Ack>(ada.socket, 'run:move', { runId: started.runId, seq: 2, move: slideNextToGap(started.board) });
    expect(late).toMatchObject({ ok: false, error: { code: 'time_up' } });
    const stored = (await getRun(server, started.runId).expect(200)).body;
    expect(stored).toMatchObject({ status: 'gave_up', moves: 1, timeMs: MAX_DURATION_MS, finishedAt: new Date(startedAt + MAX_DURATION_MS).toISOString() });
    expect(stored.log).toHaveLength(1);
  });

  it('ends a run left untouched past the longest duration when it is looked at', async () => {
    const started = await emit<Started>(ada.socket, 'run:start', { puzzleId: 'fifteen.v1.3.forgotten' });
    const startedAt = clock;
    clock += MAX_DURATION_MS + 5000;
    const seen = (await getRun(server, started.runId).expect(200)).body;
    expect(seen).toMatchObject({ status: 'gave_up', finishedAt: new Date(startedAt + MAX_DURATION_MS).toISOString(), logHidden: null, log: [] });
  });
});
