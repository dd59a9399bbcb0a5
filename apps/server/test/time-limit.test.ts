import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPuzzle, solvePuzzle } from '@gridrace/core';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app.ts';
import { openStore } from '../src/store/connect.ts';
import { request as emit, startTestServer, testConfig } from './support/app.ts';

const PUZZLE = 'walls.v1.simple.clock';
const firstWall = () => {
  const opened = openPuzzle(PUZZLE);
  if (!opened.ok) throw new Error(opened.error.message);
  return solvePuzzle(opened.value).solution[0];
};

type Ack = { ok: boolean; runStatus?: string; error?: { code: string }; elapsedMs?: number };

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('walls time limits', () => {
  it('a request after the limit is refused with time_up and the run ends with its best score', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const server = await startTestServer({ now: () => clock, runTimeLimitMs: 60_000 });
    try {
      const { token, player } = (await request(server.url).post('/api/v1/players').send({ name: 'Clock' }).expect(201)).body;
      const socket = await server.connect(token);
      const started = await emit<{ runId: string; timeLimitMs: number }>(socket, 'run:start', { puzzleId: PUZZLE });
      expect(started.timeLimitMs).toBe(60_000);
      clock += 1000;
      expect((await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: 1, move: firstWall() })).ok).toBe(true);
      clock += 60_000;
      const late = await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: 2, move: { x: 5, y: 3 } });
      expect(late.error?.code).toBe('time_up');
      const resumed = await emit<Ack>(socket, 'run:resume', { runId: started.runId });
      expect(resumed).toMatchObject({ ok: true, elapsedMs: 60_000 });
      expect(['ended', 'solved']).toContain(resumed.runStatus);
      const board = await request(server.url).get(`/api/v1/leaderboards/${PUZZLE}`).expect(200);
      expect(board.body.entries[0]).toMatchObject({ player: { id: player.id }, timeMs: expect.any(Number) });
    } finally {
      await server.close();
    }
  });

  it('a run whose player left ends on time by itself', async () => {
    const server = await startTestServer({ runTimeLimitMs: 300 });
    try {
      const { token } = (await request(server.url).post('/api/v1/players').send({ name: 'Gone' }).expect(201)).body;
      const socket = await server.connect(token);
      const started = await emit<{ runId: string }>(socket, 'run:start', { puzzleId: PUZZLE });
      socket.disconnect();
      // The run's timer ends it (a loaded machine may run it late: waited for, not slept on).
      await expect.poll(async () => (await server.store.runById(started.runId))?.status, { timeout: 10_000 }).toMatch(/^(ended|solved)$/);
    } finally {
      await server.close();
    }
  });

  it('after a restart, timed runs still in play are put back on the clock and end', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gridrace-recover-'));
    dirs.push(dir);
    const config = testConfig(dir);
    let clock = Date.UTC(2026, 0, 1);
    const store = await openStore(config.databaseUrl);
    const first = await buildApp(config, { store, logger: false, now: () => clock, runTimeLimitMs: 60_000 });
    await first.ready();
    const { player } = await first.services.players.create('Restarted');
    const started = await first.services.runs.start(player, PUZZLE);
    if (!started.ok || !('runId' in started)) throw new Error('run did not start');
    await first.close();

    clock += 120_000;
    const second = await buildApp(config, { store, logger: false, now: () => clock, runTimeLimitMs: 60_000 });
    await second.ready();
    await expect.poll(async () => (await store.runById(started.runId))?.status, { timeout: 10_000 }).toMatch(/^(ended|solved)$/);
    const run = await store.runById(started.runId);
    expect(run?.finishedAt).toBe(run!.startedAt + 60_000);
    await second.close();
    await store.close();
  });
});
