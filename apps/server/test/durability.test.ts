import { openPuzzle, solvePuzzle } from '@gridrace/core';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { serversOnOneFile, stopServer } from './support/process.ts';
import { request as emit } from './support/app.ts';

const servers = serversOnOneFile('durable', 'durability-secret-0123456789');
const { start, connect } = servers;

afterAll(() => servers.cleanUp());

const solution = (id: string) => {
  const opened = openPuzzle(id);
  if (!opened.ok) throw new Error(opened.error.message);
  return [...solvePuzzle(opened.value).solution];
};

type Ack = { ok: boolean; seq: number; elapsedMs: number; runStatus: string; state: unknown };

describe('a restart, even after kill -9, loses no acknowledged move', () => {
  it('resumes a run exactly where its last acknowledged move left it, and keeps finished runs', async () => {
    const first = await start();
    const { token } = (await request(first.url).post('/api/v1/players').send({ name: 'Durable' }).expect(201)).body;
    let socket = await connect(first.url, token);

    // A finished run, and an unfinished one with some acknowledged moves.
    const pipesId = 'pipes.v1.6x4.durable';
    const finished = await emit<{ runId: string }>(socket, 'run:start', { puzzleId: pipesId });
    for (const [i, move] of solution(pipesId).entries()) await emit(socket, 'run:move', { runId: finished.runId, seq: i + 1, move });

    const fifteenId = 'fifteen.v1.3.durable';
    const moves = solution(fifteenId);
    expect(moves.length).toBeGreaterThan(6);
    const run = await emit<{ runId: string }>(socket, 'run:start', { puzzleId: fifteenId });
    let last: Ack | undefined;
    for (let i = 0; i < 5; i++) last = await emit<Ack>(socket, 'run:move', { runId: run.runId, seq: i + 1, move: moves[i] });
    const undone = await emit<Ack>(socket, 'run:undo', { runId: run.runId, seq: 6 });
    expect(undone.ok).toBe(true);
    last = await emit<Ack>(socket, 'run:move', { runId: run.runId, seq: 7, move: moves[4] });
    expect(last.ok).toBe(true);

    expect(await stopServer(first, 'SIGKILL')).toBeNull();
    expect(first.child.signalCode).toBe('SIGKILL');
    // Really gone: nothing answers on its port any more.
    await expect(fetch(`${first.url}/api/v1/health`)).rejects.toThrow();

    const second = await start();
    socket = await connect(second.url, token);
    const resumed = await emit<Ack>(socket, 'run:resume', { runId: run.runId });
    expect(resumed).toMatchObject({ ok: true, seq: 7, state: last.state, runStatus: 'playing' });
    expect(resumed.elapsedMs).toBeGreaterThanOrEqual(last.elapsedMs);

    // It plays on to the end from there.
    let seq = 7;
    let end: Ack | undefined;
    for (const move of moves.slice(5)) end = await emit<Ack>(socket, 'run:move', { runId: run.runId, seq: ++seq, move });
    expect(end?.runStatus).toBe('solved');

    const kept = await request(second.url).get(`/api/v1/runs/${finished.runId}`).expect(200);
    expect(kept.body).toMatchObject({ status: 'solved', verified: true });
    const replay = await request(second.url).get(`/api/v1/runs/${run.runId}`).expect(200);
    expect(replay.body).toMatchObject({ status: 'solved', verified: true });
    expect(replay.body.log).toHaveLength(moves.length + 2);
  });

  it('a kill -9 in the middle of a stream of moves loses none that was acknowledged', async () => {
    const first = await start();
    const { token } = (await request(first.url).post('/api/v1/players').send({ name: 'Streamer' }).expect(201)).body;
    const socket = await connect(first.url, token);
    const puzzleId = 'fifteen.v1.3.stream';
    const moves = solution(puzzleId);
    const run = await emit<{ runId: string }>(socket, 'run:start', { puzzleId });
    const acked: Ack[] = [];
    const killed = new Promise<void>((resolve) => {
      moves.forEach((move, i) =>
        socket.emit('run:move', { runId: run.runId, seq: i + 1, move }, (ack: Ack) => {
          if (ack.ok) acked.push(ack);
          // Kill as soon as a few are acknowledged, with more still on the way.
          if (acked.length === 3) resolve();
        }),
      );
    });
    await killed;
    await stopServer(first, 'SIGKILL');
    const lastAcked = acked.reduce((a, b) => (b.seq > a.seq ? b : a));

    const second = await start();
    const again = await connect(second.url, token);
    const resumed = await emit<Ack>(again, 'run:resume', { runId: run.runId });
    expect(resumed.ok).toBe(true);
    // Everything acknowledged is there; a move stored but not yet acknowledged may be too.
    expect(resumed.seq).toBeGreaterThanOrEqual(lastAcked.seq);
    // Still in play: its log is its player's alone, and it is verified once it is over.
    const replay = await request(second.url).get(`/api/v1/runs/${run.runId}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(replay.body.log.map((entry: { seq: number }) => entry.seq)).toEqual(Array.from({ length: resumed.seq }, (_, i) => i + 1));
    expect(replay.body.verified).toBeNull();
    await emit(again, 'run:finish', { runId: run.runId });
    const ended = await request(second.url).get(`/api/v1/runs/${run.runId}`).expect(200);
    expect(ended.body).toMatchObject({ status: 'gave_up', verified: true });
    expect(ended.body.log).toHaveLength(resumed.seq);
    if (resumed.seq === lastAcked.seq) expect(resumed.state).toEqual(lastAcked.state);
  });

  it('closes gracefully on SIGTERM', async () => {
    const server = await start();
    expect(await stopServer(server, 'SIGTERM')).toBe(0);
  });
});
