/**
 * Smoke check of a load-balanced Gridrace (docker-compose.yml): through the balancer, the
 * health check and the page answer, and two racers on two different replicas race a
 * fifteen 3x3 to the end, one over WebSocket, the other over HTTP long-polling (which
 * only works when the balancer keeps each session on one replica).
 *
 *   npx tsx deploy/smoke.ts [http://localhost:8080]
 *
 * It relies on deploy/nginx.conf: the `gridrace_lb` cookie picks the replica, and the
 * `X-Gridrace-Replica` header tells which one answered. Exits non-zero on any failure.
 */
import { openPuzzle, solvePuzzle } from '@gridrace/core';
import { io, type Socket } from 'socket.io-client';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const WAIT_MS = 30_000;

interface Player {
  name: string;
  cookie: string;
  replica: string;
  id: string;
  token: string;
}
interface RacePlayer {
  id: string;
  name: string;
  status: string | null;
  rank: number | null;
  runId: string | null;
}
interface RaceState {
  code: string;
  status: string;
  puzzleId: string;
  players: RacePlayer[];
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function get(path: string, cookie?: string): Promise<Response> {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  check(response.ok, `GET ${path}: ${response.status}`);
  return response;
}

/** Cookies that the balancer sends to two different replicas. */
async function twoReplicas(): Promise<[{ cookie: string; replica: string }, { cookie: string; replica: string }]> {
  const seen = new Map<string, string>();
  for (let i = 0; i < 64 && seen.size < 2; i++) {
    const cookie = `gridrace_lb=smoke-${i}`;
    const replica = (await get('/api/v1/health', cookie)).headers.get('x-gridrace-replica');
    check(replica, 'no X-Gridrace-Replica header: is this deploy/nginx.conf in front?');
    if (!seen.has(replica)) seen.set(replica, cookie);
  }
  const found = [...seen].map(([replica, cookie]) => ({ cookie, replica }));
  check(found.length === 2, `every request went to ${found[0]?.replica}: is a second replica up?`);
  return [found[0]!, found[1]!];
}

async function player(name: string, at: { cookie: string; replica: string }): Promise<Player> {
  const response = await fetch(`${base}/api/v1/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: at.cookie },
    body: JSON.stringify({ name }),
  });
  check(response.status === 201, `POST /api/v1/players: ${response.status}`);
  check(response.headers.get('x-gridrace-replica') === at.replica, 'the cookie did not keep the player on its replica');
  const body = (await response.json()) as { token: string; player: { id: string } };
  return { name, ...at, id: body.player.id, token: body.token };
}

async function connect(who: Player, transport: 'websocket' | 'polling'): Promise<Socket> {
  const socket = io(base, {
    transports: [transport],
    upgrade: false,
    reconnection: false,
    auth: { token: who.token },
    extraHeaders: { cookie: who.cookie },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${who.name}: no connection over ${transport}`)), WAIT_MS);
    socket.once('connect', () => (clearTimeout(timer), resolve()));
    socket.once('connect_error', (error) => (clearTimeout(timer), reject(error)));
  });
  // A session the balancer lost (polling on the wrong replica) ends in a disconnect.
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') console.error(`${who.name}: disconnected (${reason})`);
  });
  return socket;
}

function emit<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(WAIT_MS).emitWithAck(event, payload) as Promise<T>;
}

/** Every race:state a socket receives, and a wait for the first that passes a test. */
function watch(socket: Socket): (test: (state: RaceState) => boolean) => Promise<RaceState> {
  const states: RaceState[] = [];
  socket.on('race:state', (state: RaceState) => states.push(state));
  return (test) =>
    new Promise((resolve, reject) => {
      const deadline = Date.now() + WAIT_MS;
      const poll = () => {
        const found = states.findLast(test);
        if (found) return resolve(found);
        if (Date.now() > deadline) return reject(new Error(`no such race:state; last: ${JSON.stringify(states.at(-1))}`));
        setTimeout(poll, 50);
      };
      poll();
    });
}

async function play(socket: Socket, runId: string, moves: readonly unknown[]): Promise<string> {
  let status = 'playing';
  for (const [index, move] of moves.entries()) {
    const ack = await emit<{ ok: boolean; runStatus: string; error?: unknown }>(socket, 'run:move', { runId, seq: index + 1, move });
    check(ack.ok, `move ${index + 1} refused: ${JSON.stringify(ack)}`);
    status = ack.runStatus;
  }
  return status;
}

async function main(): Promise<void> {
  const health = (await (await get('/api/v1/health')).json()) as { status: string; database: string };
  check(health.status === 'ok', `health: ${JSON.stringify(health)}`);
  console.log(`health: ok (database ${health.database})`);
  const page = await get('/');
  check((await page.text()).includes('<html'), 'the home page is not HTML');
  check(/gridrace_lb=/.test(page.headers.get('set-cookie') ?? ''), 'the first page sets no gridrace_lb cookie');
  console.log('home page: ok, with a gridrace_lb cookie');

  const [one, two] = await twoReplicas();
  const ada = await player('Ada', one);
  const bob = await player('Bob', two);
  const adaSocket = await connect(ada, 'websocket');
  const bobSocket = await connect(bob, 'polling');
  console.log(`Ada on ${ada.replica} over WebSocket, Bob on ${bob.replica} over long-polling`);
  const adaSees = watch(adaSocket);
  const bobSees = watch(bobSocket);

  try {
    const created = await emit<{ ok: boolean; code: string }>(adaSocket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'lb-check' });
    check(created.ok, `race:create: ${JSON.stringify(created)}`);
    const joined = await emit<{ ok: boolean }>(bobSocket, 'race:join', { code: created.code });
    check(joined.ok, `race:join: ${JSON.stringify(joined)}`);
    await adaSees((s) => s.players.length === 2);
    const started = await emit<{ ok: boolean }>(adaSocket, 'race:start', { code: created.code });
    check(started.ok, `race:start: ${JSON.stringify(started)}`);
    const [running] = await Promise.all([adaSees((s) => s.status === 'running'), bobSees((s) => s.status === 'running')]);
    console.log(`race ${created.code}: running ${running.puzzleId}`);

    const opened = openPuzzle(running.puzzleId);
    check(opened.ok, `cannot open ${running.puzzleId}`);
    const moves = solvePuzzle(opened.value).solution;
    const runOf = (id: string) => running.players.find((p) => p.id === id)?.runId ?? '';
    check((await play(adaSocket, runOf(ada.id), moves)) === 'solved', 'Ada did not solve');
    check((await play(bobSocket, runOf(bob.id), moves)) === 'solved', 'Bob did not solve');

    const [adaEnd, bobEnd] = await Promise.all([adaSees((s) => s.status === 'finished'), bobSees((s) => s.status === 'finished')]);
    const standings = (s: RaceState) => s.players.map((p) => `${p.rank}. ${p.name} (${p.status})`).join(', ');
    check(standings(adaEnd) === standings(bobEnd), `the racers saw different results: ${standings(adaEnd)} / ${standings(bobEnd)}`);
    check(standings(adaEnd) === '1. Ada (finished), 2. Bob (finished)', `unexpected results: ${standings(adaEnd)}`);
    console.log(`race ${created.code}: finished, both saw ${standings(adaEnd)}`);
  } finally {
    adaSocket.disconnect();
    bobSocket.disconnect();
  }
  console.log('smoke check passed');
}

main().catch((error: unknown) => {
  console.error(`smoke check FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
