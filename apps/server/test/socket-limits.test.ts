import { connect } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from '../src/limits/settings.ts';
import { newId } from '../src/players/tokens.ts';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { racer } from './support/races.ts';

/**
 * Hostile clients against a real server, one per limit of "Safe in public": each floods what
 * one limit bounds, with that limit set low and every other left at its generous default.
 */
type Ack = { ok: boolean; code?: string; error?: { code: string; message: string; retryAfterMs?: number } };

const PUZZLE = 'fifteen.v1.3.limits';
/** Codes no race has: a guesser's misses (the alphabet has no 0, O, 1, I or L, so these are valid codes). */
const unknownCodes = (count: number): string[] => Array.from({ length: count }, (_, i) => `ZZ${String(2222 + i).replace(/[01]/g, '9')}`);

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serverWith(limits: Partial<AbuseLimits>, trustProxy: boolean | string[] = false, more: Partial<Config> = {}): Promise<TestServer> {
  server = await startTestServer({ configOverrides: { abuseLimits: { ...DEFAULT_ABUSE_LIMITS, ...limits }, trustProxy, ...more } });
  return server;
}

/** A second address of this machine's loopback (Linux routes all of 127.0.0.0/8 there): another client. */
const OTHER_ADDRESS = '127.0.0.2';

async function guestToken(at: TestServer, name: string): Promise<string> {
  return (await request(at.url).post('/api/v1/players').send({ name }).expect(201)).body.token as string;
}

/** A connection the test closes itself, with headers of its own (X-Forwarded-For). */
function connectRaw(url: string, headers: Record<string, string> = {}, localAddress?: string): Promise<{ socket: Socket; error: (Error & { data?: Ack['error'] }) | null }> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: headers, forceNew: true, ...(localAddress ? { localAddress } : {}) });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, error: null }));
    socket.once('connect_error', (error) => resolve({ socket, error }));
  });
}

/** The raw answer to a WebSocket upgrade of Socket.IO's path: what a refused client is told. */
function upgradeAnswer(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const tcp = connect({ host: hostname, port: Number(port) }, () => {
      tcp.write(
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: ' +
          `${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
    });
    let text = '';
    tcp.on('data', (chunk) => (text += String(chunk)));
    tcp.on('close', () => resolve(text));
    tcp.on('error', reject);
  });
}

const codesOf = (acks: Ack[]) => acks.map((ack) => ack.error?.code ?? 'ok');
const expectRetryTime = (ack: Ack | undefined, atMostMs: number) => {
  expect(ack?.error?.code).toBe('rate_limited');
  expect(ack?.error?.retryAfterMs).toBeGreaterThan(0);
  expect(ack?.error?.retryAfterMs).toBeLessThanOrEqual(atMostMs);
  expect(ack?.error?.message).toMatch(/retry in [\d.]+ s\.$/);
};

describe('socket events per connection', () => {
  it('a connection that floods events is refused past its burst, with a retry time, then cut off; another connection is not', async () => {
    const at = await serverWith({ socketEvents: { burst: 20, perSecond: 1 } });
    const flooder = await at.connect(await guestToken(at, 'Flooder'));
    const disconnected = new Promise<string>((resolve) => flooder.once('disconnect', resolve));
    // The burst answered, then as many refusals as a socket may have in a window (20): still connected.
    const acks = await Promise.all(Array.from({ length: 40 }, () => emit<Ack>(flooder, 'run:resume', { runId: 'nope' })));
    const codes = codesOf(acks);
    expect(codes.slice(0, 20).every((code) => code !== 'rate_limited')).toBe(true);
    expect(codes.slice(20).every((code) => code === 'rate_limited')).toBe(true);
    expectRetryTime(acks[39], 1000);
    expect(flooder.connected).toBe(true);
    // One more past its limit, and the socket that keeps at it is cut off.
    flooder.emit('run:resume', { runId: 'nope' }, () => undefined);
    expect(await disconnected).toBe('io server disconnect');
    // The limit is the connection's: a calm one beside it is answered.
    const calm = await at.connect();
    expect((await emit<Ack>(calm, 'run:resume', { runId: 'nope' })).error?.code).toBe('unauthorized');
  });
});

describe('socket events per address', () => {
  it('many connections of one address share one budget', async () => {
    const at = await serverWith({ addressEvents: { burst: 30, perSecond: 1 } });
    const sockets = await Promise.all(Array.from({ length: 6 }, () => at.connect()));
    const acks = (await Promise.all(sockets.map((socket) => Promise.all(Array.from({ length: 10 }, () => emit<Ack>(socket, 'run:resume', { runId: 'nope' })))))).flat();
    const codes = codesOf(acks);
    expect(codes.filter((code) => code === 'unauthorized').length).toBeLessThanOrEqual(31);
    expect(codes.filter((code) => code === 'rate_limited').length).toBeGreaterThanOrEqual(29);
    expectRetryTime(
      acks.find((ack) => ack.error?.code === 'rate_limited'),
      1000,
    );
    // A fresh connection from the same address finds the budget spent.
    const late = await at.connect();
    expect((await emit<Ack>(late, 'run:resume', { runId: 'nope' })).error?.code).toBe('rate_limited');
  });
});

describe('connections per address', () => {
  it('refuses connections past the limit with rate_limited and a retry time, and takes one again once another closed', async () => {
    const at = await serverWith({ socketsPerAddress: 3 });
    const open = await Promise.all(Array.from({ length: 3 }, () => connectRaw(at.url)));
    expect(open.map((attempt) => attempt.error)).toEqual([null, null, null]);
    const refused = await connectRaw(at.url);
    expect(refused.error?.data?.code).toBe('rate_limited');
    expect(refused.error?.data?.retryAfterMs).toBeGreaterThan(0);
    expect(refused.error?.message).toMatch(/^rate_limited: Too many connections from your address: at most 3 at once/);
    refused.socket.close();
    open[0]!.socket.close();
    // The server counts the closed connection out as it notices the close.
    let again = await connectRaw(at.url);
    for (let tries = 0; again.error && tries < 50; tries++) {
      again.socket.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await connectRaw(at.url);
    }
    expect(again.error).toBeNull();
    for (const attempt of [...open, again]) attempt.socket.close();
  });

  it('counts the address X-Forwarded-For names only when the proxy is trusted (TRUST_PROXY), as REST does', async () => {
    const trusting = await serverWith({ socketsPerAddress: 1 }, ['127.0.0.1']);
    const first = await connectRaw(trusting.url, { 'X-Forwarded-For': '198.51.100.1' });
    const other = await connectRaw(trusting.url, { 'X-Forwarded-For': '198.51.100.2' });
    const same = await connectRaw(trusting.url, { 'X-Forwarded-For': '198.51.100.1' });
    expect([first.error, other.error]).toEqual([null, null]);
    expect(same.error?.data?.code).toBe('rate_limited');
    for (const attempt of [first, other, same]) attempt.socket.close();
    await trusting.close();

    // Not trusted: the header is the client's word, and the connection's own address counts.
    const wary = await serverWith({ socketsPerAddress: 1 }, false);
    const one = await connectRaw(wary.url, { 'X-Forwarded-For': '198.51.100.1' });
    const forged = await connectRaw(wary.url, { 'X-Forwarded-For': '198.51.100.2' });
    expect(one.error).toBeNull();
    expect(forged.error?.data?.code).toBe('rate_limited');
    for (const attempt of [one, forged]) attempt.socket.close();
  });
});

describe('an IPv6 client', () => {
  it('is counted by its /64, for connections and REST requests alike, as a provider hands one out', async () => {
    const at = await serverWith({ socketsPerAddress: 1 }, ['127.0.0.1'], { restRateLimitPerMinute: 2 });
    const first = await connectRaw(at.url, { 'X-Forwarded-For': '2001:db8:1:2::a' });
    const sameNetwork = await connectRaw(at.url, { 'X-Forwarded-For': '2001:db8:1:2:ffff::b' });
    const otherNetwork = await connectRaw(at.url, { 'X-Forwarded-For': '2001:db8:1:3::a' });
    expect([first.error, sameNetwork.error?.data?.code, otherNetwork.error]).toEqual([null, 'rate_limited', null]);
    for (const attempt of [first, sameNetwork, otherNetwork]) attempt.socket.close();

    const lookUp = (address: string) => request(at.url).get('/api/v1/runs/r-nosuchrun').set('X-Forwarded-For', address);
    expect((await lookUp('2001:db8:5:6::1')).status).toBe(404);
    expect((await lookUp('2001:db8:5:6::2')).status).toBe(404);
    expect((await lookUp('2001:db8:5:6:7::3')).status).toBe(429);
    expect((await lookUp('2001:db8:5:7::1')).status).toBe(404);
  });
});

describe('new connections per address', () => {
  it('an address that keeps reconnecting is refused at the door, before any handshake; another address is not', async () => {
    const at = await serverWith({ addressConnections: { burst: 4, perSecond: 1 / 60 } });
    for (let i = 0; i < 4; i++) {
      const attempt = await connectRaw(at.url);
      expect(attempt.error).toBeNull();
      attempt.socket.close();
    }
    // Closed or not, each counted: the fifth is refused (its WebSocket upgrade answered 400 with the reason).
    const refused = await connectRaw(at.url);
    expect(refused.error).not.toBeNull();
    refused.socket.close();
    const reason = await upgradeAnswer(at.url);
    expect(reason).toMatch(/^HTTP\/1\.1 400[^]*rate_limited: Too many new connections from your address: at most 4 at once, then 1 per minute; retry in \d+ s\.$/);
    const elsewhere = await connectRaw(at.url, {}, OTHER_ADDRESS);
    expect(elsewhere.error).toBeNull();
    elsewhere.socket.close();
    const metrics = await request(at.url).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/gridrace_rate_limited_total\{limit="address_connections"\} [2-9]/);
  });
});

describe('addresses exempt from the limits per address (ADDRESS_LIMITS_EXEMPT)', () => {
  it('hold any number of connections, events and REST requests; the others are held as before', async () => {
    const at = await serverWith({ socketsPerAddress: 2, addressEvents: { burst: 5, perSecond: 1 / 60 }, addressConnections: { burst: 3, perSecond: 1 / 60 } }, false, {
      addressLimitsExempt: ['127.0.0.1'],
      restRateLimitPerMinute: 3,
    });
    const exempt = await Promise.all(Array.from({ length: 6 }, () => connectRaw(at.url)));
    expect(exempt.map((attempt) => attempt.error)).toEqual([null, null, null, null, null, null]);
    const acks = (await Promise.all(exempt.map(({ socket }) => Promise.all(Array.from({ length: 5 }, () => emit<Ack>(socket, 'run:resume', { runId: 'nope' })))))).flat();
    expect(new Set(codesOf(acks))).toEqual(new Set(['unauthorized']));
    for (let i = 0; i < 6; i++) await request(at.url).get('/api/v1/health/live').expect(200);

    // The limits per connection still hold for an exempt address, and another address is held to every limit.
    const others = await Promise.all(Array.from({ length: 3 }, () => connectRaw(at.url, {}, OTHER_ADDRESS)));
    expect(others.map((attempt) => attempt.error?.data?.code ?? (attempt.error ? 'refused' : 'ok'))).toEqual(['ok', 'ok', 'rate_limited']);
    for (const attempt of [...exempt, ...others]) attempt.socket.close();
  });
});

describe('failed race:join', () => {
  it('a connection guessing codes is stopped after its misses, even for a code that exists', async () => {
    const at = await serverWith({ socketFailedJoins: { burst: 5, perSecond: 1 / 60 } });
    const host = await racer(at, 'Host');
    const created = await emit<Ack>(host.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    const guesser = await racer(at, 'Guesser');
    const acks: Ack[] = [];
    for (const code of unknownCodes(8)) acks.push(await emit<Ack>(guesser.socket, 'race:join', { code }));
    expect(codesOf(acks)).toEqual([...Array(5).fill('race_not_found'), ...Array(3).fill('rate_limited')]);
    expectRetryTime(acks[7], 60_000);
    // A hit now would tell the guesser a code exists: refused like a miss.
    expect((await emit<Ack>(guesser.socket, 'race:join', { code: created.code })).error?.code).toBe('rate_limited');
    // Per connection: a friend who types the right code joins.
    const friend = await racer(at, 'Friend');
    expect((await emit<Ack>(friend.socket, 'race:join', { code: created.code })).ok).toBe(true);
  });

  it('an address guessing codes over many connections is stopped after its misses', async () => {
    const at = await serverWith({ addressFailedJoins: { burst: 6, perSecond: 1 / 60 } });
    const guessers = await Promise.all([1, 2, 3].map((n) => racer(at, `Guesser ${n}`)));
    const codes = unknownCodes(12);
    const acks: Ack[] = [];
    for (const [i, code] of codes.entries()) acks.push(await emit<Ack>(guessers[i % 3]!.socket, 'race:join', { code }));
    expect(codesOf(acks)).toEqual([...Array(6).fill('race_not_found'), ...Array(6).fill('rate_limited')]);
    const fresh = await racer(at, 'Fresh');
    expectRetryTime(await emit<Ack>(fresh.socket, 'race:join', { code: codes[0] }), 60_000);
  });
});

describe('open rooms per player', () => {
  it('a player past the limit may neither open nor join another room until they leave one', async () => {
    const at = await serverWith({ openRoomsPerPlayer: 3 });
    const hoarder = await racer(at, 'Hoarder');
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await emit<Ack>(hoarder.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
      expect(created.ok).toBe(true);
      codes.push(created.code!);
    }
    const fourth = await emit<Ack>(hoarder.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    // Each lobby closes after two idle hours: the earliest of them is the retry time.
    expectRetryTime(fourth, 2 * 60 * 60 * 1000);
    expect(fourth.error?.message).toMatch(/^You are in 3 open race rooms \(at most 3\): leave one with race:leave/);
    // Every connection of theirs counts the same rooms.
    const secondTab = await at.connect(hoarder.token);
    expect((await emit<Ack>(secondTab, 'race:create', { game: 'fifteen', params: { size: 3 } })).error?.code).toBe('rate_limited');
    const other = await racer(at, 'Other');
    const othersRoom = await emit<Ack>(other.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    expect((await emit<Ack>(hoarder.socket, 'race:join', { code: othersRoom.code })).error?.code).toBe('rate_limited');
    // Back in a room of their own is no new room.
    expect((await emit<Ack>(hoarder.socket, 'race:join', { code: codes[0] })).ok).toBe(true);
    expect((await emit<Ack>(hoarder.socket, 'race:leave', { code: codes[0] })).ok).toBe(true);
    expect((await emit<Ack>(hoarder.socket, 'race:join', { code: othersRoom.code })).ok).toBe(true);
  });
});

describe('runs in play per player', () => {
  it('a player past the limit starts no run until they end one; runs stored by another process count', async () => {
    const at = await serverWith({ runsInPlayPerPlayer: 4 });
    const token = await guestToken(at, 'Keeper');
    const socket = await at.connect(token);
    const started: string[] = [];
    for (let i = 0; i < 3; i++) {
      const ack = await emit<Ack & { runId?: string }>(socket, 'run:start', { puzzleId: PUZZLE });
      expect(ack.ok).toBe(true);
      started.push(ack.runId!);
    }
    // A run in play started on another server process: a row of the shared database.
    const me = await at.store.runById(started[0]!);
    await at.store.createRun({ ...me!, id: newId(), startedAt: Date.now() });
    const refused = await emit<Ack>(socket, 'run:start', { puzzleId: PUZZLE });
    expect(refused.error?.message).toMatch(/^You have 4 runs in play \(at most 4\): end one with run:finish/);
    // The earliest leaves the count once it lies idle for 30 minutes.
    expectRetryTime(refused, 30 * 60 * 1000);
    expect(refused.error!.retryAfterMs!).toBeGreaterThan(29 * 60 * 1000);
    expect((await emit<Ack>(socket, 'run:finish', { runId: started[1] })).ok).toBe(true);
    expect((await emit<Ack>(socket, 'run:start', { puzzleId: PUZZLE })).ok).toBe(true);
  });

  it('runs past their longest duration (RUN_MAX_DURATION_MS) count no more, though nothing has ended them yet', async () => {
    const at = await serverWith({ runsInPlayPerPlayer: 2 }, false, { runMaxDurationMs: 60_000 });
    const token = await guestToken(at, 'Leaver');
    const socket = await at.connect(token);
    const first = await emit<Ack & { runId?: string }>(socket, 'run:start', { puzzleId: PUZZLE });
    // Two runs left in play two minutes ago, past the one-minute cap: still `playing` in the database.
    const me = await at.store.runById(first.runId!);
    for (let i = 0; i < 2; i++) await at.store.createRun({ ...me!, id: newId(), startedAt: Date.now() - 2 * 60_000 });
    expect((await emit<Ack>(socket, 'run:start', { puzzleId: PUZZLE })).ok).toBe(true);
    // The two within their cap count: the earliest leaves the count when its minute is up.
    const refused = await emit<Ack>(socket, 'run:start', { puzzleId: PUZZLE });
    expect(refused.error?.message).toMatch(/^You have 2 runs in play \(at most 2\)/);
    expect(refused.error!.retryAfterMs!).toBeLessThanOrEqual(60_000);
  });
});
