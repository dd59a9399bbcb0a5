import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPuzzle, solvePuzzle, startRun, stepRun, type RunState } from '@gridrace/core';
import { PUZZLE_PAR_EVENT } from '@gridrace/protocol';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app.ts';
import { openStore } from '../src/store/connect.ts';
import { request as emit, startTestServer, testConfig, type TestServer } from './support/app.ts';
import { GatedSolver } from './support/gated-solver.ts';
import { racer } from './support/races.ts';

const PUZZLE = 'walls.v1.simple.parlater';
const STEP_MS = 1000;

type Started = { ok: boolean; runId: string; par: number | null; parPending: boolean };
type Ack = { ok: boolean; runStatus: string; state: { status: string }; result: { timeMs: number | null; score: number } };

const solved = () => {
  const opened = openPuzzle(PUZZLE);
  if (!opened.ok) throw new Error(opened.error.message);
  return solvePuzzle(opened.value);
};

/** The run as it would have stood with par known from the start: the same reducer, the same offsets. */
function withParKnown(moves: readonly unknown[]): RunState {
  const puzzle = solved();
  let run = startRun(puzzle);
  for (const [index, move] of moves.entries()) {
    const next = stepRun(puzzle, run, { kind: 'move', move }, index + 1, (index + 1) * STEP_MS);
    if (!next.ok) throw new Error(next.error.message);
    run = next.value;
  }
  return run;
}

async function newPlayer(server: TestServer, name: string) {
  const { token } = (await request(server.url).post('/api/v1/players').send({ name }).expect(201)).body;
  return server.connect(token);
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('no start waits for a par', () => {
  it('a run starts before its par; the par settles a run that reached it (solved, when first reached) and one that did not', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const solver = new GatedSolver();
    const server = await startTestServer({ now: () => clock, solver: solver.asSolver });
    try {
      const moves = solved().solution;
      expect(moves.length).toBeGreaterThan(1);
      const reacher = await newPlayer(server, 'Reacher');
      const short = await newPlayer(server, 'Short');
      const pars: unknown[] = [];
      reacher.on(PUZZLE_PAR_EVENT, (message: unknown) => pars.push(message));

      const started = await emit<Started>(reacher, 'run:start', { puzzleId: PUZZLE });
      expect(started).toMatchObject({ ok: true, par: null, parPending: true });
      const other = await emit<Started>(short, 'run:start', { puzzleId: PUZZLE });
      expect(other.parPending).toBe(true);
      expect(solver.pending).toEqual([PUZZLE]);

      for (const [index, move] of moves.entries()) {
        clock += STEP_MS;
        const ack = await emit<Ack>(reacher, 'run:move', { runId: started.runId, seq: index + 1, move });
        expect(ack.ok).toBe(true);
      }
      clock += STEP_MS;
      expect((await emit<Ack>(short, 'run:move', { runId: other.runId, seq: 1, move: moves[0] })).ok).toBe(true);
      // Both hand their layouts in while par is unknown: nothing to reach yet.
      expect((await emit<Ack>(reacher, 'run:finish', { runId: started.runId })).runStatus).toBe('ended');
      expect((await emit<Ack>(short, 'run:finish', { runId: other.runId })).runStatus).toBe('ended');

      solver.release();
      const expected = withParKnown(moves);
      await expect.poll(async () => (await server.store.runById(started.runId))?.status).toBe('solved');
      expect(await server.store.runById(started.runId)).toMatchObject({ timeMs: expected.best.atMs, score: expected.best.score });
      expect((await server.store.runById(other.runId))?.status).toBe('ended');
      await expect.poll(() => pars).toEqual([{ puzzleId: PUZZLE, par: solved().par }]);
      // The leaderboard ranks the settled run first, timed when its best came.
      const board = await request(server.url).get(`/api/v1/leaderboards/${PUZZLE}`).expect(200);
      expect(board.body.entries[0]).toMatchObject({ timeMs: expected.best.atMs, score: expected.best.score });
    } finally {
      await server.close();
    }
  });

  it('a run still in play when its par comes shows the par reached', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const solver = new GatedSolver();
    const server = await startTestServer({ now: () => clock, solver: solver.asSolver });
    try {
      const socket = await newPlayer(server, 'Player');
      const started = await emit<Started>(socket, 'run:start', { puzzleId: PUZZLE });
      const moves = solved().solution;
      for (const [index, move] of moves.entries()) {
        clock += STEP_MS;
        expect((await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: index + 1, move })).state.status).toBe('playing');
      }
      solver.release();
      await expect.poll(async () => (await emit<Ack>(socket, 'run:resume', { runId: started.runId })).state.status).toBe('solved');
      expect((await emit<Ack>(socket, 'run:finish', { runId: started.runId })).runStatus).toBe('solved');
    } finally {
      await server.close();
    }
  });

  it('a race starts while its par is unknown', async () => {
    const solver = new GatedSolver();
    const server = await startTestServer({ solver: solver.asSolver, races: { countdownMs: 100 } });
    try {
      const host = await racer(server, 'Host');
      const created = await emit<{ ok: boolean; code: string }>(host.socket, 'race:create', { game: 'walls', params: { preset: 'simple' } });
      expect(created.ok).toBe(true);
      expect((await emit<{ ok: boolean }>(host.socket, 'race:join', { code: created.code })).ok).toBe(true);
      expect((await emit<{ ok: boolean }>(host.socket, 'race:start', { code: created.code })).ok).toBe(true);
      const racing = await host.watch.until((state) => state.status === 'running' && state.players.some((p) => p.runId));
      expect(solver.pending).toContain(racing.puzzleId);
      const pars: unknown[] = [];
      host.socket.on(PUZZLE_PAR_EVENT, (message: unknown) => pars.push(message));
      solver.release();
      await expect.poll(() => pars).toContainEqual({ puzzleId: racing.puzzleId, par: expect.any(Number) });
    } finally {
      await server.close();
    }
  });

  it('a restart while par is pending loses nothing: the par is solved and settles the run after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gridrace-par-'));
    dirs.push(dir);
    const config = testConfig(dir);
    let clock = Date.UTC(2026, 0, 1);
    const first = await openStore(config.databaseUrl);
    const before = await buildApp(config, { logger: false, dailiesAhead: false, store: first, now: () => clock, solver: new GatedSolver().asSolver });
    await before.listen({ port: 0, host: '127.0.0.1' });
    const { token } = (await request(before.server).post('/api/v1/players').send({ name: 'Restart' }).expect(201)).body;
    const runId = await playAndHandIn(before, token, () => (clock += STEP_MS));
    await before.close();
    await first.close();

    const second = await openStore(config.databaseUrl);
    expect((await second.runById(runId))?.status).toBe('ended');
    const after = await buildApp(config, { logger: false, dailiesAhead: false, store: second, now: () => clock, solver: new GatedSolver({ open: true }).asSolver });
    try {
      await after.ready();
      await expect.poll(async () => (await second.runById(runId))?.status).toBe('solved');
      expect(await second.runById(runId)).toMatchObject({ timeMs: withParKnown(solved().solution).best.atMs });
      expect(await second.runsAwaitingPar()).toEqual([]);
    } finally {
      await after.close();
      await second.close();
    }
  });
});

/** Plays the solution on a fresh run and hands the layout in, par still unknown; the run's id. */
async function playAndHandIn(app: Awaited<ReturnType<typeof buildApp>>, token: string, tick: () => void): Promise<string> {
  const { io } = await import('socket.io-client');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token }, reconnection: false });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  try {
    const started = await emit<Started>(socket, 'run:start', { puzzleId: PUZZLE });
    expect(started.parPending).toBe(true);
    for (const [index, move] of solved().solution.entries()) {
      tick();
      expect((await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: index + 1, move })).ok).toBe(true);
    }
    tick();
    expect((await emit<Ack>(socket, 'run:finish', { runId: started.runId })).runStatus).toBe('ended');
    return started.runId;
  } finally {
    socket.disconnect();
  }
}
