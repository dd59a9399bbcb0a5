import { createPlayerResponseSchema } from '@gridrace/protocol';
import { io, type Socket } from 'socket.io-client';
import type { PhaseStats } from './stats.ts';

export interface LoadPlayer {
  readonly id: string;
  readonly name: string;
  readonly socket: Socket;
}

/** Requests in flight at once while setting up: enough to be quick, few enough not to look like a flood. */
const SETUP_CONCURRENCY = 25;
const CONNECT_TIMEOUT_MS = 20_000;
const REST_RETRIES = 5;

/** Runs `task` for 0..count-1, at most `concurrency` at a time; answers in order. */
export async function inBatches<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/**
 * A guest player (`POST /api/v1/players`). A 429 waits as the server asks and tries again:
 * against a server given by --url, its REST limit per address was not raised for us.
 */
async function createPlayer(baseUrl: string, name: string, stats: PhaseStats): Promise<{ id: string; token: string }> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${baseUrl}/api/v1/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    if (response.status === 429 && attempt < REST_RETRIES) {
      stats.setupRetries += 1;
      const waitS = Number(response.headers.get('retry-after')) || 1;
      await new Promise((resolve) => setTimeout(resolve, waitS * 1000));
      continue;
    }
    if (!response.ok) throw new Error(`POST /api/v1/players answered ${response.status}: ${await response.text()}`);
    const body = createPlayerResponseSchema.parse(await response.json());
    return { id: body.player.id, token: body.token };
  }
}

/**
 * One real Socket.IO connection per player, as a browser tab has: WebSocket straight away
 * (a browser starts with long-polling and upgrades; the steady state is the same), and no
 * automatic reconnection, so that a drop shows up as an error instead of being papered over.
 */
function connect(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(baseUrl, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false, timeout: CONNECT_TIMEOUT_MS });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** `count` guest players named `prefix-<n>`, each connected; one that cannot be is an error, and left out. */
export async function connectPlayers(baseUrl: string, count: number, prefix: string, stats: PhaseStats): Promise<LoadPlayer[]> {
  const players = await inBatches(count, SETUP_CONCURRENCY, async (index): Promise<LoadPlayer | null> => {
    const name = `${prefix}-${index + 1}`;
    let player: { id: string; token: string };
    try {
      player = await createPlayer(baseUrl, name, stats);
    } catch (error) {
      stats.recordError('player_not_created', `${name}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
    try {
      return { id: player.id, name, socket: await connect(baseUrl, player.token) };
    } catch (error) {
      stats.recordError('connect_error', `${name}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  });
  return players.filter((player): player is LoadPlayer => player !== null);
}

/** Counts every connection that drops before the phase closes it: a disconnect is an error. */
export function watchDisconnects(players: readonly LoadPlayer[], stats: PhaseStats, closing: () => boolean): void {
  for (const player of players) {
    player.socket.on('disconnect', (reason) => {
      if (!closing()) stats.recordError('disconnect', `${player.name}: ${reason}`);
    });
  }
}
