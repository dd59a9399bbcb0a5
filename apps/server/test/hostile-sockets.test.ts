import { performance } from 'node:perf_hooks';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';

/**
 * The attack: a move nested 100,000 arrays deep (195 KB), sent as Socket.IO's own text
 * (a client library would choke on stringifying it). JSON.parse alone takes a tenth of a second
 * of the server's event loop for one, and a validator's recursion more.
 */
const DEPTH = 100_000;
const deepMove = `2["run:move",{"runId":"r","seq":1,"move":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}]`;
/** Only the attack's frames hold this: a JSON.parse that receives one parses the attack. */
const ATTACK_MARK = '['.repeat(1000);
const REFUSALS_MAX = 20;
const LOG_MESSAGE = 'socket messages and connections refused';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

async function guest(url: string, name: string): Promise<string> {
  const response = await request(url).post('/api/v1/players').send({ name }).expect(201);
  return response.body.token as string;
}

const disconnected = (socket: Socket): Promise<boolean> =>
  socket.disconnected
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), 15_000);
        socket.once('disconnect', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

describe('a socket without a token cannot stall the event loop', () => {
  it('deep frames and floods are refused before parsing, the attackers are cut off, a player plays on, the log has one line with a count', async () => {
    const lines: string[] = [];
    server = await startTestServer({
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
      configOverrides: { logLevel: 'warn', socketRefusals: { max: REFUSALS_MAX, windowMs: 60_000 } },
    });
    const parse = vi.spyOn(JSON, 'parse');
    const player = await server.connect(await guest(server.url, 'Player'));
    const started = await emit<{ ok: boolean; runId: string }>(player, 'run:start', { puzzleId: 'fifteen.v1.3.hostile' });
    expect(started.ok).toBe(true);

    // Five visitors that send deep frames, and a visitor's flood of moves.
    const deepSenders = await Promise.all(Array.from({ length: 5 }, () => server!.connect()));
    const flooder = await server.connect();
    let floodAnswers = 0;
    const floodCodes = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      flooder.emit('run:move', { runId: started.runId, seq: 1, move: { x: 0, y: 0 } }, (ack: { error?: { code: string } }) => {
        floodAnswers++;
        if (ack.error) floodCodes.add(ack.error.code);
      });
    }

    // Meanwhile the player plays, a deep frame sent just before each of their first 20 moves:
    // each ack is timed (an illegal move still goes through the run).
    const latencies: number[] = [];
    for (let i = 0; i < 30; i++) {
      if (i < 20) deepSenders[i % deepSenders.length]!.io.engine.write(deepMove);
      const sent = performance.now();
      const ack = await emit<{ ok: boolean; error?: { code: string } }>(player, 'run:move', { runId: started.runId, seq: 1, move: { x: 9, y: 9 } });
      latencies.push(performance.now() - sent);
      expect(ack.error?.code).toBe('illegal_move');
    }

    // Generous: a refused frame costs microseconds; one parsed deep frame costs a tenth of a second or more.
    expect(median(latencies)).toBeLessThan(100);
    // Refused unread: the deep frames never reached JSON.parse, the flood got `unauthorized` until it was cut off.
    expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes(ATTACK_MARK))).toEqual([]);
    expect(await Promise.all([...deepSenders, flooder].map(disconnected))).toEqual(Array(6).fill(true));
    expect(floodCodes).toEqual(new Set(['unauthorized']));
    expect(floodAnswers).toBeLessThanOrEqual(REFUSALS_MAX + 1);
    expect(player.connected).toBe(true);

    const closing = server;
    server = null;
    await closing.close();
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; count?: number; counts?: Record<string, number>; err?: unknown; stack?: unknown });
    const refusals = logged.filter((entry) => entry.msg.startsWith(LOG_MESSAGE));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]?.counts).toMatchObject({ needs_player: floodAnswers, socket_cut_off: 1, over_socket_limit: 5 });
    expect(refusals[0]?.count).toBe(floodAnswers + 1 + 5);
    // Nothing else was logged: no failure, no stack.
    expect(logged.filter((entry) => entry.err !== undefined || entry.stack !== undefined)).toEqual([]);
    expect(logged).toHaveLength(1);
  });
});
