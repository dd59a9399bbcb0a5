import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Limits } from '@gridrace/protocol';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { buildApp, type BuildOptions } from '../../src/build-app.ts';
import type { Config } from '../../src/config.ts';
import { DEFAULT_ABUSE_LIMITS } from '../../src/limits/settings.ts';
import { DEFAULT_PROCESS_TIMEOUT_MS } from '../../src/races/process-liveness.ts';
import { openStore } from '../../src/store/connect.ts';
import type { Store } from '../../src/store/store.ts';
import { postgresTestDatabase } from './databases.ts';
import { checkAnswersOf, recordTally } from './openapi-responses.ts';

export interface TestServer {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly url: string;
  /** A Socket.IO client connected with `token` (or none; or a browser's session `cookie`), waiting until it is connected. */
  connect(token?: string | { readonly cookie: string }): Promise<Socket>;
  /** Every stored row, to check that a refused request changed nothing. */
  snapshot(): string;
  /**
   * `snapshot` once it holds still (the same twice, a moment apart): work an earlier test left
   * in the background (a par solved for a room's next round) is stored first.
   */
  settledSnapshot(): Promise<string>;
  close(): Promise<void>;
}

export const testConfig = (dataDir: string): Config => ({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: `sqlite:${join(dataDir, 'test.db')}`,
  redisUrl: null,
  redisPrefix: 'gridrace:',
  processTimeoutMs: DEFAULT_PROCESS_TIMEOUT_MS,
  quickRaceGhostAfterMs: 15_000,
  dailySecret: 'test-daily-secret-0123456789',
  logLevel: 'silent',
  dataDir,
  trustProxy: false,
  restRateLimitPerMinute: 600,
  allowedOrigins: [],
  addressLimitsExempt: [],
  socketRefusals: { max: 20, windowMs: 10_000 },
  abuseLimits: DEFAULT_ABUSE_LIMITS,
  // Every test client comes from one address and makes many new puzzles: the tests of these
  // limits set their own (test/solver-flood.test.ts).
  parRequestsPerMinute: 100_000,
  parRequestsPerMinutePerAddress: 100_000,
  solverQueueMax: 100_000,
  runMaxMoves: Limits.maxRunMoves,
  runMaxDurationMs: Limits.maxRunDurationMs,
  metricsToken: null,
  dailiesSince: null,
});

/** The real app, in-process, listening on a free port, on a fresh SQLite file. */
export interface TestServerOptions extends BuildOptions {
  readonly configOverrides?: Partial<Config>;
  /** PostgreSQL (a fresh schema, dropped on close) instead of the default SQLite file. */
  readonly database?: 'sqlite' | 'postgres';
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-app-'));
  const config = { ...testConfig(dir), ...options.configOverrides };
  const postgres = options.database === 'postgres' ? await postgresTestDatabase() : null;
  const store = options.store ?? postgres?.store ?? (await openStore(config.databaseUrl));
  // No dailies prepared ahead unless a test asks: every test server would keep the solvers busy.
  const app = await buildApp(config, { logger: false, dailiesAhead: false, ...options, store });
  await app.ready();
  // Every answer to an API path is checked against the OpenAPI document as it is sent.
  const conformance = await checkAnswersOf(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const sockets: Socket[] = [];
  const snapshot = (): string => {
    const db = new SQLite(join(dir, 'test.db'), { readonly: true });
    try {
      const tables = ['players', 'puzzles', 'dailies', 'runs', 'run_moves', 'settings'];
      return JSON.stringify(tables.map((table) => db.prepare(`select * from ${table} order by rowid`).all()));
    } finally {
      db.close();
    }
  };
  return {
    app,
    store,
    url,
    snapshot,
    async settledSnapshot() {
      let last = snapshot();
      for (let tries = 0; tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const now = snapshot();
        if (now === last) return now;
        last = now;
      }
      throw new Error('the stored rows kept changing for 10 s: something in the background never settles');
    },
    connect(token) {
      const auth = token === undefined ? {} : typeof token === 'string' ? { token } : { session: true };
      const extraHeaders: Record<string, string> = typeof token === 'object' ? { cookie: token.cookie } : {};
      const socket = io(url, { transports: ['websocket'], auth, extraHeaders, reconnection: false });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      await app.close();
      if (postgres) await postgres.dispose();
      else await store.close();
      rmSync(dir, { recursive: true, force: true });
      recordTally(process.env.GRIDRACE_OPENAPI_TALLY, expect.getState().testPath ?? '');
      if (conformance.failures.length > 0) {
        throw new Error(`Answers that do not match the OpenAPI document:\n${[...new Set(conformance.failures)].join('\n')}`);
      }
    },
  };
}

/** Emits a run event and resolves with its acknowledgement. */
export function request<T = Record<string, unknown>>(socket: Socket, event: string, ...payload: unknown[]): Promise<T> {
  return socket.timeout(30_000).emitWithAck(event, ...payload) as Promise<T>;
}
