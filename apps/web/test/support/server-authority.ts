import type { Socket } from 'socket.io-client';
import { expect, vi } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../../../server/test/support/app.ts';
import { createApi } from '../../src/client/api.ts';
import { socketTransport, type RunTransport } from '../../src/client/transport.ts';

/** A request as the client sent it, before any failure the transport makes of it. */
export interface SentRequest {
  readonly event: string;
  readonly payload: Record<string, unknown>;
}

/** How long a test waits for a condition on a busy machine (it polls often; the limit is only a backstop). */
export const PATIENCE = { timeout: 60_000, interval: 5 };

/** A move no game's rules take: what a move garbled on its way looks like to the server. */
const GARBLED_MOVE = { x: 9, y: 9 };

/**
 * The web client's own Socket.IO transport with the failures of a network put in by the test:
 * it records what the client sends, can lose answers (`drop`), garble the next move so that
 * the server refuses it (`refuseNext`), change answers (`rewrite`, an older server), and hold
 * the answers that come after one (`holdAfter`, a busy solver: the server answers a run's
 * requests in order).
 */
export class TestTransport implements RunTransport {
  readonly sent: SentRequest[] = [];
  drop = false;
  refuseNext = false;
  /** Answers the server gave that were lost on their way (`drop`). */
  lost = 0;
  rewrite: (event: string, answer: Record<string, unknown>) => Record<string, unknown> = (_event, answer) => answer;
  private readonly inner: RunTransport;
  private inFlight = 0;
  private holdOn: string | null = null;
  private held: Promise<void> = Promise.resolve();
  private release = (): void => undefined;

  constructor(private readonly socket: Socket) {
    this.inner = socketTransport(socket);
  }

  get connected(): boolean {
    return this.inner.connected;
  }

  onConnection(listener: (connected: boolean) => void): () => void {
    return this.inner.onConnection(listener);
  }

  async request(event: string, raw: unknown): Promise<unknown> {
    const payload = raw as Record<string, unknown>;
    this.sent.push({ event, payload });
    const garbled = this.refuseNext && event === 'run:move';
    if (garbled) this.refuseNext = false;
    const answer = this.inner.request(event, garbled ? { ...payload, move: GARBLED_MOVE } : payload);
    if (this.drop) {
      // An answer still on its way when the test ends is cut off by the closing server: lost all the same.
      answer.then(
        () => this.lost++,
        () => undefined,
      );
      return new Promise(() => undefined);
    }
    if (event === this.holdOn) this.held = new Promise<void>((resolve) => (this.release = resolve));
    this.inFlight++;
    try {
      const ack = (await answer) as Record<string, unknown>;
      await this.held;
      return this.rewrite(event, ack);
    } finally {
      this.inFlight--;
    }
  }

  /** Resolves once every answer not lost has come back to the client. */
  answered(): Promise<void> {
    return vi.waitFor(() => expect(this.inFlight).toBe(0), PATIENCE);
  }

  /** Holds the answer of the next `event` request, and every answer after it, until `answer()`. */
  holdAfter(event: string): { answer: () => void } {
    this.holdOn = event;
    return { answer: () => this.release() };
  }

  /** The connection drops (the client's `disconnect` event fires at once). */
  disconnect(): void {
    this.socket.disconnect();
  }

  /** The connection comes back: resolves once the socket is connected again. */
  reconnect(): Promise<void> {
    return new Promise((resolve) => {
      this.socket.once('connect', () => resolve());
      this.socket.connect();
    });
  }
}

/** One player of the real server, as a page sees the server: the transport and the REST client. */
export interface Player {
  readonly transport: TestTransport;
  readonly api: ReturnType<typeof countingApi>;
  /** The player's token: another tab of theirs connects with it. */
  readonly token: string;
}

function countingApi(url: string, token: string) {
  const api = createApi({ baseUrl: url, token: () => token });
  const counted = {
    puzzle: api.puzzle,
    ownRuns: api.ownRuns,
    dailyOf: api.dailyOf,
    /** How many times a run's log was fetched (`GET /runs/{id}`). */
    logFetches: 0,
    run: (runId: string) => {
      counted.logFetches++;
      return api.run(runId);
    },
  };
  return counted;
}

/**
 * The real server in-process (routes, sockets, run service, a store in a temporary SQLite
 * file) on a clock the test moves: what the run controller's tests play against, as
 * boardgame.io's local transport runs its real master.
 */
export class ServerAuthority {
  private constructor(
    private readonly server: TestServer,
    private readonly clock: { ms: number },
  ) {}

  static async start(options: Omit<TestServerOptions, 'now'> = {}): Promise<ServerAuthority> {
    const clock = { ms: Date.UTC(2026, 4, 1, 12) };
    const server = await startTestServer({ ...options, now: () => clock.ms });
    return new ServerAuthority(server, clock);
  }

  /** The server's clock moves on (a run's elapsed time is the server's). */
  advance(ms: number): void {
    this.clock.ms += ms;
  }

  /** A new player with a connected socket. */
  async player(name = 'Tester'): Promise<Player> {
    const api = createApi({ baseUrl: this.server.url });
    const { token } = await api.createPlayer(name);
    const socket = await this.server.connect(token);
    return { transport: new TestTransport(socket), api: countingApi(this.server.url, token), token };
  }

  /** The player's other tab plays `move` in their run `runId`, the server's seq next (the first tab does not know). */
  async playElsewhere(player: Player, runId: string, move: unknown): Promise<void> {
    const tab = await this.server.connect(player.token);
    try {
      const { seq } = (await tab.timeout(30_000).emitWithAck('run:resume', { runId })) as { seq: number };
      const ack = (await tab.timeout(30_000).emitWithAck('run:move', { runId, seq: seq + 1, move })) as { ok: boolean };
      if (!ack.ok) throw new Error(`the other tab's move was refused: ${JSON.stringify(ack)}`);
    } finally {
      tab.disconnect();
    }
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
