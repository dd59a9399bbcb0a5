import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Limits } from '@gridrace/protocol';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_ABUSE_LIMITS } from './limits/settings.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('fills the defaults of docs/operations.md#configuration', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, DAILY_SECRET: 'a-secret-of-16-chars' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      // The SQLite file lives in DATA_DIR, as the daily secret does.
      databaseUrl: `sqlite:${join(dir, 'gridrace.db')}`,
      redisUrl: null,
      redisPrefix: 'gridrace:',
      // Within 8 s a process that died is found, so its racers are away within 10 s (issue 16).
      processTimeoutMs: 8000,
      // A player alone in the quick-race queue gets a ghost after 15 s.
      quickRaceGhostAfterMs: 15_000,
      // A racer whose connection dropped keeps their seat 60 s (docs/races.md#dropping-out).
      raceReconnectGraceMs: 60_000,
      dailySecret: 'a-secret-of-16-chars',
      logLevel: 'info',
      trustProxy: false,
      restRateLimitPerMinute: 600,
    });
  });

  it('keeps the SQLite file in ./data when no DATA_DIR is given (docs/operations.md#configuration)', () => {
    expect(loadConfig({ DAILY_SECRET: 'a-secret-of-16-chars' }).databaseUrl).toBe(`sqlite:${join(process.cwd(), 'data', 'gridrace.db')}`);
  });

  it('reads which proxies to trust and the REST rate limit', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ ...base, REST_RATE_LIMIT: '5000' }).restRateLimitPerMinute).toBe(5000);
    expect(loadConfig({ ...base, QUICK_RACE_GHOST_AFTER_S: '1.5' }).quickRaceGhostAfterMs).toBe(1500);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, REST_RATE_LIMIT: '0' })).toThrow(/REST_RATE_LIMIT/);
  });

  it('reads the addresses exempt from the limits per address: none by default, addresses and CIDRs', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig(base).addressLimitsExempt).toEqual([]);
    expect(loadConfig({ ...base, ADDRESS_LIMITS_EXEMPT: '127.0.0.1, 10.0.0.0/8,::1' }).addressLimitsExempt).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const wrong of ['everyone', '127.0.0.1/33', '10.0.0.0/8/1', '::1/129', '127.0.0.1,']) {
      expect(() => loadConfig({ ...base, ADDRESS_LIMITS_EXEMPT: wrong }), wrong).toThrow(/ADDRESS_LIMITS_EXEMPT/);
    }
  });

  it('reads the origins allowed besides its own, and how many refused socket messages cut a socket off', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig(base)).toMatchObject({ allowedOrigins: [], socketRefusals: { max: 20, windowMs: 10_000 } });
    expect(loadConfig({ ...base, ALLOWED_ORIGINS: 'https://play.example.org, http://localhost:5173/' }).allowedOrigins).toEqual([
      'https://play.example.org',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ ...base, ALLOWED_ORIGINS: 'https://play.example.org/path' })).toThrow(/ALLOWED_ORIGINS: must be comma-separated origins/);
    expect(() => loadConfig({ ...base, ALLOWED_ORIGINS: '*' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ...base, ALLOWED_ORIGINS: 'ftp://files.example.org' })).toThrow(/ALLOWED_ORIGINS/);
    expect(loadConfig({ ...base, SOCKET_REFUSALS_MAX: '5', SOCKET_REFUSALS_WINDOW_S: '2.5' }).socketRefusals).toEqual({ max: 5, windowMs: 2500 });
    expect(() => loadConfig({ ...base, SOCKET_REFUSALS_MAX: '0' })).toThrow(/SOCKET_REFUSALS_MAX/);
    expect(() => loadConfig({ ...base, SOCKET_REFUSALS_WINDOW_S: 'soon' })).toThrow(/SOCKET_REFUSALS_WINDOW_S/);
  });

  it('reads the limits on sockets, addresses and players, each with its default', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig(base).abuseLimits).toEqual(DEFAULT_ABUSE_LIMITS);
    const raised = loadConfig({
      ...base,
      SOCKET_EVENT_BURST: '300',
      SOCKET_EVENTS_PER_SECOND: '60',
      ADDRESS_EVENT_BURST: '50000',
      ADDRESS_EVENTS_PER_SECOND: '20000',
      SOCKETS_PER_ADDRESS: '5000',
      ADDRESS_CONNECTION_BURST: '500',
      ADDRESS_CONNECTIONS_PER_MINUTE: '600',
      SOCKET_FAILED_JOIN_BURST: '3',
      SOCKET_FAILED_JOINS_PER_MINUTE: '6',
      ADDRESS_FAILED_JOIN_BURST: '30',
      ADDRESS_FAILED_JOINS_PER_MINUTE: '120',
      OPEN_ROOMS_PER_PLAYER: '4',
      RUNS_IN_PLAY_PER_PLAYER: '7',
    }).abuseLimits;
    expect(raised).toEqual({
      socketEvents: { burst: 300, perSecond: 60 },
      addressEvents: { burst: 50_000, perSecond: 20_000 },
      socketsPerAddress: 5000,
      addressConnections: { burst: 500, perSecond: 10 },
      socketFailedJoins: { burst: 3, perSecond: 0.1 },
      addressFailedJoins: { burst: 30, perSecond: 2 },
      openRoomsPerPlayer: 4,
      runsInPlayPerPlayer: 7,
    });
    expect(() => loadConfig({ ...base, SOCKETS_PER_ADDRESS: '0' })).toThrow(/SOCKETS_PER_ADDRESS/);
    expect(() => loadConfig({ ...base, RUNS_IN_PLAY_PER_PLAYER: 'many' })).toThrow(/RUNS_IN_PLAY_PER_PLAYER/);
  });

  it("reads a run's caps, the protocol's limits by default, and refuses ones that are no caps", () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig(base)).toMatchObject({ runMaxMoves: Limits.maxRunMoves, runMaxDurationMs: Limits.maxRunDurationMs });
    expect(loadConfig({ ...base, RUN_MAX_MOVES: '500', RUN_MAX_DURATION_MS: '3600000' })).toMatchObject({ runMaxMoves: 500, runMaxDurationMs: 3_600_000 });
    expect(() => loadConfig({ ...base, RUN_MAX_MOVES: '0' })).toThrow(/RUN_MAX_MOVES/);
    expect(() => loadConfig({ ...base, RUN_MAX_DURATION_MS: 'forever' })).toThrow(/RUN_MAX_DURATION_MS/);
  });

  it('reads the solver pool size, unset by default (then by cores)', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig(base).solverThreads).toBeNull();
    expect(loadConfig({ ...base, SOLVER_THREADS: '6' }).solverThreads).toBe(6);
    expect(() => loadConfig({ ...base, SOLVER_THREADS: '0' })).toThrow(/SOLVER_THREADS/);
  });

  it('reads how long a dropped racer keeps their seat, from a second to an hour', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig({ ...base, RACE_RECONNECT_GRACE_S: '2.5' }).raceReconnectGraceMs).toBe(2500);
    expect(() => loadConfig({ ...base, RACE_RECONNECT_GRACE_S: '0.5' })).toThrow(/RACE_RECONNECT_GRACE_S/);
    expect(() => loadConfig({ ...base, RACE_RECONNECT_GRACE_S: 'soon' })).toThrow(/RACE_RECONNECT_GRACE_S/);
  });

  it('reads how long a silent server process is taken for alive', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig({ ...base, PROCESS_TIMEOUT_MS: '3000' }).processTimeoutMs).toBe(3000);
    expect(() => loadConfig({ ...base, PROCESS_TIMEOUT_MS: '100' })).toThrow(/PROCESS_TIMEOUT_MS/);
  });

  it('reads the first day of the dailies: unset by default, else a calendar date', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig(base).dailiesSince).toBeNull();
    expect(loadConfig({ ...base, DAILIES_SINCE: '2026-03-01' }).dailiesSince).toBe('2026-03-01');
    expect(() => loadConfig({ ...base, DAILIES_SINCE: '2026-02-30' })).toThrow(/DAILIES_SINCE: must be a date, YYYY-MM-DD/);
    expect(() => loadConfig({ ...base, DAILIES_SINCE: 'yesterday' })).toThrow(/DAILIES_SINCE/);
  });

  it('reads how long an unused session lives and how often its secret changes: 30 days and 24 hours by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' })).toMatchObject({ sessionIdleMs: 30 * 86_400_000, sessionRotateMs: 24 * 3_600_000 });
    expect(loadConfig({ DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars', SESSION_IDLE_DAYS: '7', SESSION_ROTATE_HOURS: '0.5' })).toMatchObject({
      sessionIdleMs: 7 * 86_400_000,
      sessionRotateMs: 1_800_000,
    });
    for (const bad of [{ SESSION_IDLE_DAYS: '0' }, { SESSION_IDLE_DAYS: 'forever' }, { SESSION_ROTATE_HOURS: '-1' }])
      expect(() => loadConfig({ DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars', ...bad })).toThrow(ConfigError);
  });

  it('reads the metrics token: unset by default, 16+ characters of a bearer token', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig(base).metricsToken).toBeNull();
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a-metrics-token-0123' }).metricsToken).toBe('a-metrics-token-0123');
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'sixteen chars with spaces' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads the registration policy: open by default, else invite or closed', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig(base).registration).toBe('open');
    expect(loadConfig({ ...base, REGISTRATION: '' }).registration).toBe('open');
    expect(loadConfig({ ...base, REGISTRATION: 'invite' }).registration).toBe('invite');
    expect(loadConfig({ ...base, REGISTRATION: 'closed' }).registration).toBe('closed');
    expect(() => loadConfig({ ...base, REGISTRATION: 'invite-only' })).toThrow(/REGISTRATION/);
  });

  it('reads the operator token: unset by default (the operator routes are off), 16+ characters of a bearer token', () => {
    const base = { DATA_DIR: dataDir(), DAILY_SECRET: 'a-secret-of-16-chars' };
    expect(loadConfig(base).operatorToken).toBeNull();
    expect(loadConfig({ ...base, OPERATOR_TOKEN: 'an-operator-token-0123' }).operatorToken).toBe('an-operator-token-0123');
    expect(() => loadConfig({ ...base, OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN: must be at least 16 characters/);
  });

  it('generates a daily secret once and keeps it under the data directory', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.dailySecret.length).toBeGreaterThanOrEqual(16);
    expect(readFileSync(join(dir, 'daily-secret'), 'utf8').trim()).toBe(first.dailySecret);
    expect(loadConfig({ DATA_DIR: dir }).dailySecret).toBe(first.dailySecret);
  });

  it('refuses a too short stored secret', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'daily-secret'), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/shorter than 16/);
  });

  it('names every bad variable in one clear message', () => {
    const bad = { PORT: 'eighty', DATABASE_URL: 'mysql://x', DAILY_SECRET: 'short', LOG_LEVEL: 'loud', REDIS_URL: 'http://x' };
    let error: unknown;
    try {
      loadConfig(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of Object.keys(bad)) expect(message).toContain(name);
    expect(message).toContain('at least 16 characters');
  });

  it('accepts postgres and redis urls and treats empty variables as unset', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '',
      DATABASE_URL: 'postgres://u@db:5432/gridrace',
      REDIS_URL: 'redis://cache:6379',
      DAILY_SECRET: '0123456789abcdef',
      DATA_DIR: dataDir(),
    });
    expect(config).toMatchObject({ port: 0, host: '0.0.0.0', databaseUrl: 'postgres://u@db:5432/gridrace', redisUrl: 'redis://cache:6379' });
  });
});
