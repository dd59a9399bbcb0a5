import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { runErrorAckSchema } from '@gridrace/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';

let server: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let aliceSocket: Socket;
let bobSocket: Socket;
let runId: string;

const PUZZLE = 'fifteen.v1.3.errors';

type Ack = { ok: boolean; seq?: number; state?: { moves: number }; error?: { code: string; message: string; retryAfterMs?: number } };

async function guest(name: string) {
  const response = await request(server.url).post('/api/v1/players').send({ name }).expect(201);
  return { id: response.body.player.id as string, token: response.body.token as string };
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await guest('Alice');
  bob = await guest('Bob');
  aliceSocket = await server.connect(alice.token);
  bobSocket = await server.connect(bob.token);
  const started = await emit<{ ok: boolean; runId: string; board: { tiles: number[] } }>(aliceSocket, 'run:start', { puzzleId: PUZZLE });
  runId = started.runId;
  // One accepted move, so that refusals have a state and a seq to resync to.
  const gap = started.board.tiles.indexOf(0);
  const neighbour = gap % 3 === 0 ? gap + 1 : gap - 1;
  const moved = await emit<Ack>(aliceSocket, 'run:move', { runId, seq: 1, move: { x: neighbour % 3, y: Math.floor(neighbour / 3) } });
  expect(moved.ok).toBe(true);
});
afterAll(async () => {
  await server?.close();
});

/** Sends a request that must be refused with `code`, and checks nothing stored changed. */
async function refused(socket: Socket, event: string, payload: unknown, code: string): Promise<Ack> {
  const before = server.snapshot();
  const ack = await emit<Ack>(socket, event, payload);
  expect(ack.ok, JSON.stringify(ack)).toBe(false);
  runErrorAckSchema.parse(ack);
  expect(ack.error?.code).toBe(code);
  expect(ack.error?.message.length).toBeGreaterThan(5);
  expect(server.snapshot()).toBe(before);
  return ack;
}

describe('malformed socket payloads get an error ack and change nothing', () => {
  const events = ['run:start', 'run:move', 'run:undo', 'run:hint', 'run:finish', 'run:resume'];
  const bad = [undefined, null, 42, 'text', [], {}, { runId: 7, seq: 'one' }, { puzzleId: { $ne: 1 } }];
  for (const event of events) {
    it(`${event} with wrong types, missing or unknown fields`, async () => {
      for (const payload of bad) await refused(aliceSocket, event, payload, 'invalid_payload');
      await refused(aliceSocket, event, { runId, seq: 5, puzzleId: PUZZLE, extra: true }, 'invalid_payload');
    });
  }

  it('a huge puzzle id, a huge move, a negative or fractional seq', async () => {
    // Over its event's bound: refused unread. Within it but over the schema's: the schema says so.
    await refused(aliceSocket, 'run:start', { puzzleId: 'x'.repeat(50_000) }, 'payload_too_large');
    await refused(aliceSocket, 'run:move', { runId, seq: 2, move: { x: 1, y: 1, pad: 'p'.repeat(5000) } }, 'payload_too_large');
    await refused(aliceSocket, 'run:move', { runId, seq: 2, move: { x: 1, y: 1, pad: 'p'.repeat(1100) } }, 'invalid_payload');
    await refused(aliceSocket, 'run:move', { runId, seq: -1, move: { x: 0, y: 0 } }, 'invalid_payload');
    await refused(aliceSocket, 'run:move', { runId, seq: 2.5, move: { x: 0, y: 0 } }, 'invalid_payload');
  });

  it('a message over the socket size limit closes that connection only; the server stays up', async () => {
    const socket = await server.connect(alice.token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.emit('run:start', { puzzleId: 'x'.repeat(2_000_000) }, () => undefined);
    await closed;
    await request(server.url).get('/api/v1/health').expect(200);
    const resumed = await emit<Ack>(aliceSocket, 'run:resume', { runId });
    expect(resumed.ok).toBe(true);
  });

  it('an event without an acknowledgement callback is ignored', async () => {
    const before = server.snapshot();
    aliceSocket.emit('run:move', { runId, seq: 2, move: { x: 0, y: 0 } });
    aliceSocket.emit('run:start');
    const resumed = await emit<Ack>(aliceSocket, 'run:resume', { runId });
    expect(resumed.seq).toBe(1);
    expect(server.snapshot()).toBe(before);
  });
});

describe('requests the rules or the protocol refuse', () => {
  it('an unknown run', async () => {
    for (const event of ['run:move', 'run:undo', 'run:hint'])
      await refused(aliceSocket, event, { runId: 'nope', seq: 2, ...(event === 'run:move' ? { move: { x: 0, y: 0 } } : {}) }, 'run_not_found');
    await refused(aliceSocket, 'run:finish', { runId: 'nope' }, 'run_not_found');
    await refused(aliceSocket, 'run:resume', { runId: 'nope' }, 'run_not_found');
  });

  it('a malformed or unknown puzzle id', async () => {
    await refused(aliceSocket, 'run:start', { puzzleId: 'fifteen.v1.9.x' }, 'invalid_puzzle_id');
    await refused(aliceSocket, 'run:start', { puzzleId: 'chess.v1.8.x' }, 'invalid_puzzle_id');
  });

  it("another player's run, without revealing its state", async () => {
    for (const [event, payload] of [
      ['run:move', { runId, seq: 2, move: { x: 0, y: 0 } }],
      ['run:undo', { runId, seq: 2 }],
      ['run:hint', { runId, seq: 2 }],
      ['run:finish', { runId }],
      ['run:resume', { runId }],
    ] as const) {
      const ack = await refused(bobSocket, event, payload, 'forbidden');
      expect(ack.state).toBeUndefined();
    }
  });

  it('a visitor without a token may connect but not play; a wrong token is refused at the door', async () => {
    const visitor = await server.connect();
    await refused(visitor, 'run:start', { puzzleId: PUZZLE }, 'unauthorized');
    await refused(visitor, 'run:resume', { runId }, 'unauthorized');
    await expect(server.connect('not-a-real-token')).rejects.toThrow(/unauthorized/);
  });

  it('a stale or repeated seq, with the state to resync to', async () => {
    const repeated = await refused(aliceSocket, 'run:move', { runId, seq: 1, move: { x: 0, y: 0 } }, 'stale_seq');
    expect(repeated).toMatchObject({ seq: 1, state: { moves: 1 } });
  });

  it('an illegal move, with the state to resync to', async () => {
    const ack = await refused(aliceSocket, 'run:move', { runId, seq: 2, move: { x: 9, y: 9 } }, 'illegal_move');
    expect(ack).toMatchObject({ seq: 1, state: { moves: 1 } });
  });

  it('a move of the wrong shape, an unknown key or a JSON "__proto__" in it, named by its path', async () => {
    const legal = (await server.store.logOf(runId))[0]!.move as { x: number; y: number };
    // The gap is where the first move was: any other cell of its column is a legal move, which
    // an extra key must still spoil.
    const back = { x: legal.x, y: legal.y === 0 ? 1 : legal.y - 1 };
    // The game's schema refuses the first two, with the run's state to resync to; the protocol
    // refuses the third before the run is even looked up.
    const shapes: [unknown, string, object][] = [
      [{ x: 'a', y: 0 }, 'move.x:', { seq: 1, state: { moves: 1 } }],
      [{ ...back, z: 1 }, 'move.z: unknown key', { seq: 1, state: { moves: 1 } }],
      [JSON.parse(`{"__proto__":{"x":1},"x":${back.x},"y":${back.y}}`), 'move.__proto__: unknown key', {}],
    ];
    for (const [move, named, resync] of shapes) {
      const ack = await refused(aliceSocket, 'run:move', { runId, seq: 2, move }, 'invalid_payload');
      expect(ack).toMatchObject({ ...resync, error: { message: expect.stringContaining(named) } });
    }
    // A run in play: its log is its player's alone.
    const replay = await request(server.url).get(`/api/v1/runs/${runId}`).set('Authorization', `Bearer ${alice.token}`).expect(200);
    expect(replay.body.log).toEqual([expect.objectContaining({ seq: 1, move: legal })]);
  });

  it('moves on a finished run, saying why in words', async () => {
    const started = await emit<{ runId: string }>(aliceSocket, 'run:start', { puzzleId: PUZZLE });
    const gaveUp = await emit<{ ok: boolean; runStatus: string }>(aliceSocket, 'run:finish', { runId: started.runId });
    expect(gaveUp).toMatchObject({ ok: true, runStatus: 'gave_up' });
    const over = await refused(aliceSocket, 'run:move', { runId: started.runId, seq: 1, move: { x: 0, y: 0 } }, 'run_over');
    expect(over.error?.message).toBe('This run is already over: you gave up.');
    await refused(aliceSocket, 'run:undo', { runId: started.runId, seq: 1 }, 'run_over');
    await refused(aliceSocket, 'run:hint', { runId: started.runId, seq: 1 }, 'run_over');
    await refused(aliceSocket, 'run:finish', { runId: started.runId }, 'run_over');
  });

  it('nothing to undo', async () => {
    const started = await emit<{ runId: string }>(aliceSocket, 'run:start', { puzzleId: PUZZLE });
    await refused(aliceSocket, 'run:undo', { runId: started.runId, seq: 1 }, 'nothing_to_undo');
  });
});

describe('hints and rates', () => {
  it('a hint suggests the next move and marks the run unranked', async () => {
    const started = await emit<{ runId: string }>(aliceSocket, 'run:start', { puzzleId: PUZZLE });
    const hinted = await emit<{ ok: boolean; hint: unknown; ranked: boolean }>(aliceSocket, 'run:hint', { runId: started.runId, seq: 1 });
    expect(hinted.ok).toBe(true);
    expect(hinted.hint).toMatchObject({ x: expect.any(Number), y: expect.any(Number) });
    expect(hinted.ranked).toBe(false);
    const moved = await emit<Ack>(aliceSocket, 'run:move', { runId: started.runId, seq: 2, move: hinted.hint });
    expect(moved.ok).toBe(true);
    expect((await server.store.runById(started.runId))?.ranked).toBe(false);
  });

  it('a flood of run starts is refused with rate_limited after a burst of 20', async () => {
    const flooder = await guest('Flooder');
    const socket = await server.connect(flooder.token);
    const acks = await Promise.all(Array.from({ length: 30 }, () => emit<Ack>(socket, 'run:start', { puzzleId: PUZZLE })));
    expect(acks.filter((ack) => ack.ok).length).toBeGreaterThanOrEqual(20);
    const refused = acks.filter((ack) => ack.error?.code === 'rate_limited');
    expect(refused.length).toBeGreaterThan(5);
    // A start a second later is taken: each refusal says so.
    for (const ack of refused) expect(ack.error?.retryAfterMs).toBeGreaterThan(0);
    for (const ack of refused) expect(ack.error?.retryAfterMs).toBeLessThanOrEqual(1000);
    // Said once, in the words every limit uses.
    for (const ack of refused) expect(ack.error?.message).toMatch(/^Too many runs started: [^;]*; retry in \d\.\d s\.$/);
  });

  it('a burst of 100 requests is taken; beyond that a sustained flood is refused with rate_limited', async () => {
    const started = await emit<{ runId: string }>(aliceSocket, 'run:start', { puzzleId: PUZZLE });
    const acks = await Promise.all(Array.from({ length: 140 }, (_, i) => emit<Ack>(aliceSocket, 'run:move', { runId: started.runId, seq: i + 1, move: { x: 9, y: 9 } })));
    const codes = acks.map((ack) => ack.error?.code);
    expect(codes.slice(0, 100).every((code) => code === 'illegal_move')).toBe(true);
    expect(codes.filter((code) => code === 'rate_limited').length).toBeGreaterThan(20);
    const refused = acks.find((ack) => ack.error?.code === 'rate_limited')?.error;
    expect(refused?.retryAfterMs).toBeGreaterThan(0);
    expect(refused?.message).toMatch(/^Too many requests on this run: [^;]*; retry in \d\.\d s\.$/);
  });
});
