import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Limits, QuickRaceLimits, RaceLimits } from '@gridrace/protocol';
import { z } from 'zod';
import { DEFAULT_PROCESS_TIMEOUT_MS } from './races/process-liveness.ts';
import { CannotStart, reasonOf } from './cannot-start.ts';
import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from './limits/settings.ts';
import { BEARER_TOKEN } from './players/tokens.ts';
import { isCalendarDate } from './puzzles/daily.ts';
import { DEFAULT_MAX_ASKED_PARS } from './puzzles/catalog.ts';
import { DEFAULT_PAR_COST_LIMITS } from './puzzles/par-costs.ts';
import { DEFAULT_HINT_LIMITS } from './runs/hint-limits.ts';
import { DEFAULT_SESSION_TIMES } from './accounts/session-times.ts';

/** Configuration from the environment (docs/operations.md#configuration), parsed and validated once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly redisUrl: string | null;
  /** Namespaces every Redis key and channel, so deployments (or test runs) can share one Redis. */
  readonly redisPrefix: string;
  /** A server process silent this long (no heartbeat in Redis) is taken for dead: the others let go of its racers. */
  readonly processTimeoutMs: number;
  /** A player alone in the quick-race queue this long gets a ghost race instead. */
  readonly quickRaceGhostAfterMs: number;
  /** RACE_RECONNECT_GRACE_S: a racer whose connection dropped keeps their seat this long, then is `dnf` (docs/races.md#dropping-out: 60 s). */
  readonly raceReconnectGraceMs?: number;
  readonly dailySecret: string;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where generated files (the SQLite database, a generated daily secret) live. */
  readonly dataDir: string;
  /**
   * Which proxies in front of the server to believe about the client's address
   * (X-Forwarded-For), so rate limits count players, not the load balancer: Fastify's
   * `trustProxy` (false, true, or addresses/CIDRs).
   */
  readonly trustProxy: boolean | string[];
  /** REST requests per minute per client address. */
  readonly restRateLimitPerMinute: number;
  /** ADDRESS_LIMITS_EXEMPT: addresses/CIDRs the limits per client address do not count (`limits/exempt-addresses.ts`). */
  readonly addressLimitsExempt: readonly string[];
  /** ALLOWED_ORIGINS: origins besides the server's own whose pages may open sockets (other front ends). */
  readonly allowedOrigins: readonly string[];
  /** A socket with more than `max` messages refused unread in `windowMs` is disconnected; refusals are logged once per window. */
  readonly socketRefusals: { readonly max: number; readonly windowMs: number };
  /** Socket events, connections, failed joins per connection and address; open rooms and runs in play per player. */
  readonly abuseLimits: AbuseLimits;
  /** RUN_MAX_MOVES: most requests (moves, undos, hints) one run's log holds. */
  readonly runMaxMoves: number;
  /** RUN_MAX_DURATION_MS: longest a run stays in play; then it ends as a time limit ends it. */
  readonly runMaxDurationMs: number;
  /** When set, `GET /metrics` needs it as `Authorization: Bearer <token>`. */
  readonly metricsToken: string | null;
  /** REGISTRATION: who may create an account (docs/accounts.md#registration); unset: `open`. */
  readonly registration?: Registration;
  /** OPERATOR_TOKEN: when set, the operator's routes (invitations, `gridrace invite`) take it as `Authorization: Bearer <token>`; unset, they are off. */
  readonly operatorToken?: string | null;
  /** MODERATORS: handles of accounts made moderators at each start (docs/fair-play.md#moderation). */
  readonly moderators?: readonly string[];
  /** DAILIES_SINCE: the first day of the daily puzzles; null: the day the database first started. */
  readonly dailiesSince: string | null;
  /** HEALTH_TIMEOUT_MS: how long a readiness check waits for the database before it answers 503. */
  readonly healthTimeoutMs?: number;
  /** SOLVER_THREADS: the solver pool's size; unset: every core but the event loop's, at least one. */
  readonly solverThreads?: number | null;
  /** SOLVER_QUEUE_MAX: new pars players' requests may have waiting for (or in) the solver at once; past it, 503. */
  readonly solverQueueMax?: number;
  /** PAR_REQUESTS_PER_MINUTE and PAR_REQUESTS_PER_MINUTE_PER_ADDRESS: requests that make a new par to solve, per player and per address. */
  readonly parRequestsPerMinute?: number;
  readonly parRequestsPerMinutePerAddress?: number;
  /** HINTS_PER_RUN and HINTS_PER_MINUTE (per player). */
  readonly hintsPerRun?: number;
  readonly hintsPerMinute?: number;
  /**
   * PUBLIC_ORIGIN: the origin players reach the server at (`https://play.example.org`), for the
   * links it makes (a device code's, OpenID Connect's redirect URI); null: the request's own.
   */
  readonly publicOrigin?: string | null;
  /** OIDC_*: sign-in through the operator's OpenID Connect provider (docs/accounts.md#openid-connect); null: none. */
  readonly oidc?: OidcConfig | null;
  /** LOCAL_SIGN_UP=false: new accounts only through OpenID Connect (passkey sign-up refused); sign-in is unchanged. */
  readonly localSignUp?: boolean;
  /**
   * WEBAUTHN_RP_ID: the domain passkeys are bound to (docs/accounts.md#passkeys); null: the host
   * of the public origin, else of the request. A parent domain of the host serves its subdomains.
   */
  readonly webauthnRpId?: string | null;
  /** WEBAUTHN_RP_NAME: the name the browser shows when it makes or uses a passkey. */
  readonly webauthnRpName?: string;
  /** SESSION_IDLE_DAYS: a browser's session unused this long ends (docs/accounts.md#sessions); unset: 30 days. */
  readonly sessionIdleMs?: number;
  /** SESSION_ROTATE_HOURS: a session's cookie gets a new secret this often; unset: 24 hours. */
  readonly sessionRotateMs?: number;
}

/** The OpenID Connect provider the operator configured (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME). */
export interface OidcConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The sign-in button's words: "Sign in with <name>". */
  readonly name: string;
}

/** The path of OpenID Connect's redirect URI; the URI is the public origin (or the request's) followed by it. */
export const OIDC_CALLBACK_PATH = '/api/v1/auth/oidc/callback';
/** Who may create an account: anyone, those with an invitation code, or nobody new (docs/accounts.md#registration). */
export const REGISTRATION_POLICIES = ['open', 'invite', 'closed'] as const;
export type Registration = (typeof REGISTRATION_POLICIES)[number];

/** Default of HEALTH_TIMEOUT_MS: a readiness check never hangs on a database that does not answer. */
export const DEFAULT_HEALTH_TIMEOUT_MS = 2000;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const empty = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  SOLVER_THREADS: z.preprocess(empty, z.coerce.number().int().min(1).max(256).optional()),
  SOLVER_QUEUE_MAX: z.preprocess(empty, z.coerce.number().int().min(1).max(100_000).default(DEFAULT_MAX_ASKED_PARS)),
  PAR_REQUESTS_PER_MINUTE: z.preprocess(empty, z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAR_COST_LIMITS.perPlayerPerMinute)),
  PAR_REQUESTS_PER_MINUTE_PER_ADDRESS: z.preprocess(empty, z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAR_COST_LIMITS.perAddressPerMinute)),
  HINTS_PER_RUN: z.preprocess(empty, z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_HINT_LIMITS.perRun)),
  HINTS_PER_MINUTE: z.preprocess(empty, z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_HINT_LIMITS.perMinute)),
  PORT: z.preprocess(empty, z.coerce.number().int().min(0).max(65535).default(3000)),
  HEALTH_TIMEOUT_MS: z.preprocess(empty, z.coerce.number().int().min(100).max(60_000).default(DEFAULT_HEALTH_TIMEOUT_MS)),
  HOST: z.preprocess(empty, z.string().min(1).default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must be sqlite:<file> or postgres://...')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be redis://...')
      .optional(),
  ),
  REDIS_PREFIX: z.preprocess(empty, z.string().min(1).max(100).default('gridrace:')),
  PROCESS_TIMEOUT_MS: z.preprocess(empty, z.coerce.number().int().min(1000).max(600_000).default(DEFAULT_PROCESS_TIMEOUT_MS)),
  QUICK_RACE_GHOST_AFTER_S: z.preprocess(
    empty,
    z.coerce
      .number()
      .min(0.1)
      .max(600)
      .default(QuickRaceLimits.ghostAfterMs / 1000),
  ),
  RACE_RECONNECT_GRACE_S: z.preprocess(
    empty,
    z.coerce
      .number()
      .min(1)
      .max(3600)
      .default(RaceLimits.reconnectGraceMs / 1000),
  ),
  DAILY_SECRET: z.preprocess(empty, z.string().min(16, 'must be at least 16 characters').optional()),
  LOG_LEVEL: z.preprocess(empty, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  DATA_DIR: z.preprocess(empty, z.string().min(1).default('./data')),
  TRUST_PROXY: z.preprocess(
    empty,
    z
      .string()
      .regex(/^(true|false|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, 'must be true, false, or comma-separated addresses/CIDRs')
      .default('false'),
  ),
  REST_RATE_LIMIT: z.preprocess(empty, z.coerce.number().int().min(1).max(1_000_000).default(600)),
  ADDRESS_LIMITS_EXEMPT: z.preprocess(
    empty,
    z
      .string()
      .transform((text) => text.split(',').map((address) => address.trim()))
      .refine((addresses) => addresses.every(isAddressOrCidr), 'must be comma-separated addresses or CIDRs, like 10.0.0.0/8,127.0.0.1')
      .default([]),
  ),
  ALLOWED_ORIGINS: z.preprocess(
    empty,
    z
      .string()
      .transform((text) => text.split(',').map((origin) => origin.trim()))
      .refine((origins) => origins.every(isOrigin), 'must be comma-separated origins, like https://play.example.org (scheme, host and port only)')
      .default([]),
  ),
  SOCKET_REFUSALS_MAX: z.preprocess(empty, z.coerce.number().int().min(1).max(1_000_000).default(20)),
  SOCKET_REFUSALS_WINDOW_S: z.preprocess(empty, z.coerce.number().min(0.1).max(3600).default(10)),
  ...abuseLimitsEnv(),
  RUN_MAX_MOVES: z.preprocess(empty, z.coerce.number().int().min(1).max(1_000_000).default(Limits.maxRunMoves)),
  RUN_MAX_DURATION_MS: z.preprocess(
    empty,
    z.coerce
      .number()
      .int()
      .min(1000)
      .max(30 * 24 * 60 * 60 * 1000)
      .default(Limits.maxRunDurationMs),
  ),
  SESSION_IDLE_DAYS: z.preprocess(
    empty,
    z.coerce
      .number()
      .min(0.001)
      .max(3650)
      .default(DEFAULT_SESSION_TIMES.idleMs / DAY_MS),
  ),
  SESSION_ROTATE_HOURS: z.preprocess(
    empty,
    z.coerce
      .number()
      .min(0.001)
      .max(8760)
      .default(DEFAULT_SESSION_TIMES.rotateMs / HOUR_MS),
  ),
  DAILIES_SINCE: z.preprocess(empty, z.string().refine(isCalendarDate, 'must be a date, YYYY-MM-DD').optional()),
  PUBLIC_ORIGIN: z.preprocess(empty, z.string().refine(isOrigin, 'must be an origin, like https://play.example.org (scheme, host and port only)').optional()),
  OIDC_ISSUER: z.preprocess(empty, z.url({ protocol: /^https?$/, error: 'must be the issuer URL, like https://id.example.org/realms/gridrace' }).optional()),
  OIDC_CLIENT_ID: z.preprocess(empty, z.string().max(500).optional()),
  OIDC_CLIENT_SECRET: z.preprocess(empty, z.string().max(2000).optional()),
  OIDC_NAME: z.preprocess(empty, z.string().max(40).optional()),
  LOCAL_SIGN_UP: z.preprocess(empty, z.enum(['true', 'false']).default('true')),
  WEBAUTHN_RP_ID: z.preprocess(
    empty,
    z
      .string()
      .max(253)
      .regex(/^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be a domain name, like play.example.org or example.org (no scheme, port or path)')
      .optional(),
  ),
  WEBAUTHN_RP_NAME: z.preprocess(empty, z.string().min(1).max(64).default('Gridrace')),
  METRICS_TOKEN: z.preprocess(empty, operatorSecret()),
  REGISTRATION: z.preprocess(empty, z.enum(REGISTRATION_POLICIES).default('open')),
  OPERATOR_TOKEN: z.preprocess(empty, operatorSecret()),
  MODERATORS: z.preprocess(
    empty,
    z
      .string()
      .max(10_000)
      .transform((text) =>
        text
          .split(',')
          .map((handle) => handle.trim())
          .filter((handle) => handle !== ''),
      )
      .default([]),
  ),
});

/** A secret an operator's tool sends as a Bearer token (METRICS_TOKEN, OPERATOR_TOKEN). */
function operatorSecret() {
  return z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(256)
    .regex(BEARER_TOKEN, 'must be letters, digits and - . _ ~ + / (a bearer token), maybe ending in =')
    .optional();
}

/** Every environment variable the configuration reads: the README's table and `.env.example` list the same. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** An IPv4 or IPv6 address, or a CIDR of one (what proxy-addr compiles). */
function isAddressOrCidr(text: string): boolean {
  const [address, bits, ...rest] = text.split('/');
  if (rest.length > 0 || address === undefined) return false;
  const version = isIP(address);
  if (version === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** An http(s) origin as a browser sends it in `Origin`: nothing after the host and port. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && url.origin === text.replace(/\/$/, '').toLowerCase();
  } catch {
    return false;
  }
}

/** A whole number of at least 1 (a count, or a rate) with its default. */
function limitVar(fallback: number) {
  return z.preprocess(empty, z.coerce.number().int().min(1).max(10_000_000).default(fallback));
}

function abuseLimitsEnv() {
  const d = DEFAULT_ABUSE_LIMITS;
  return {
    SOCKET_EVENT_BURST: limitVar(d.socketEvents.burst),
    SOCKET_EVENTS_PER_SECOND: limitVar(d.socketEvents.perSecond),
    ADDRESS_EVENT_BURST: limitVar(d.addressEvents.burst),
    ADDRESS_EVENTS_PER_SECOND: limitVar(d.addressEvents.perSecond),
    SOCKETS_PER_ADDRESS: limitVar(d.socketsPerAddress),
    ADDRESS_CONNECTION_BURST: limitVar(d.addressConnections.burst),
    ADDRESS_CONNECTIONS_PER_MINUTE: limitVar(Math.round(d.addressConnections.perSecond * 60)),
    SOCKET_FAILED_JOIN_BURST: limitVar(d.socketFailedJoins.burst),
    SOCKET_FAILED_JOINS_PER_MINUTE: limitVar(Math.round(d.socketFailedJoins.perSecond * 60)),
    ADDRESS_FAILED_JOIN_BURST: limitVar(d.addressFailedJoins.burst),
    ADDRESS_FAILED_JOINS_PER_MINUTE: limitVar(Math.round(d.addressFailedJoins.perSecond * 60)),
    OPEN_ROOMS_PER_PLAYER: limitVar(d.openRoomsPerPlayer),
    RUNS_IN_PLAY_PER_PLAYER: limitVar(d.runsInPlayPerPlayer),
  };
}

function abuseLimits(e: { [K in keyof ReturnType<typeof abuseLimitsEnv>]: number }): AbuseLimits {
  return {
    socketEvents: { burst: e.SOCKET_EVENT_BURST, perSecond: e.SOCKET_EVENTS_PER_SECOND },
    addressEvents: { burst: e.ADDRESS_EVENT_BURST, perSecond: e.ADDRESS_EVENTS_PER_SECOND },
    socketsPerAddress: e.SOCKETS_PER_ADDRESS,
    addressConnections: { burst: e.ADDRESS_CONNECTION_BURST, perSecond: e.ADDRESS_CONNECTIONS_PER_MINUTE / 60 },
    socketFailedJoins: { burst: e.SOCKET_FAILED_JOIN_BURST, perSecond: e.SOCKET_FAILED_JOINS_PER_MINUTE / 60 },
    addressFailedJoins: { burst: e.ADDRESS_FAILED_JOIN_BURST, perSecond: e.ADDRESS_FAILED_JOINS_PER_MINUTE / 60 },
    openRoomsPerPlayer: e.OPEN_ROOMS_PER_PLAYER,
    runsInPlayPerPlayer: e.RUNS_IN_PLAY_PER_PLAYER,
  };
}

function trustProxy(text: string): boolean | string[] {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return text.split(',');
}

export class ConfigError extends CannotStart {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment; throws a ConfigError naming every bad variable, or a CannotStart
 * when DATA_DIR, needed for a generated daily secret, is not a writable folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration; correct these environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const oidc = oidcConfig(e);
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    // By default the SQLite file lives in DATA_DIR, with the daily secret: a server given a
    // data folder of its own (a test, a load run) does not share another's database.
    databaseUrl: e.DATABASE_URL ?? `sqlite:${join(dataDir, 'gridrace.db')}`,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    processTimeoutMs: e.PROCESS_TIMEOUT_MS,
    quickRaceGhostAfterMs: Math.round(e.QUICK_RACE_GHOST_AFTER_S * 1000),
    raceReconnectGraceMs: Math.round(e.RACE_RECONNECT_GRACE_S * 1000),
    dailySecret: e.DAILY_SECRET ?? persistedDailySecret(dataDir),
    logLevel: e.LOG_LEVEL,
    dataDir,
    trustProxy: trustProxy(e.TRUST_PROXY),
    restRateLimitPerMinute: e.REST_RATE_LIMIT,
    addressLimitsExempt: e.ADDRESS_LIMITS_EXEMPT,
    allowedOrigins: e.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    socketRefusals: { max: e.SOCKET_REFUSALS_MAX, windowMs: Math.round(e.SOCKET_REFUSALS_WINDOW_S * 1000) },
    abuseLimits: abuseLimits(e),
    runMaxMoves: e.RUN_MAX_MOVES,
    runMaxDurationMs: e.RUN_MAX_DURATION_MS,
    metricsToken: e.METRICS_TOKEN ?? null,
    registration: e.REGISTRATION,
    operatorToken: e.OPERATOR_TOKEN ?? null,
    moderators: e.MODERATORS,
    dailiesSince: e.DAILIES_SINCE ?? null,
    solverThreads: e.SOLVER_THREADS ?? null,
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    solverQueueMax: e.SOLVER_QUEUE_MAX,
    parRequestsPerMinute: e.PAR_REQUESTS_PER_MINUTE,
    parRequestsPerMinutePerAddress: e.PAR_REQUESTS_PER_MINUTE_PER_ADDRESS,
    hintsPerRun: e.HINTS_PER_RUN,
    hintsPerMinute: e.HINTS_PER_MINUTE,
    publicOrigin: e.PUBLIC_ORIGIN === undefined ? null : new URL(e.PUBLIC_ORIGIN).origin,
    oidc,
    localSignUp: e.LOCAL_SIGN_UP === 'true',
    webauthnRpId: webauthnRpId(e.WEBAUTHN_RP_ID, e.PUBLIC_ORIGIN),
    webauthnRpName: e.WEBAUTHN_RP_NAME,
    sessionIdleMs: Math.round(e.SESSION_IDLE_DAYS * DAY_MS),
    sessionRotateMs: Math.round(e.SESSION_ROTATE_HOURS * HOUR_MS),
  };
}

/** A passkey's domain must be the public origin's host or a parent of it, else no browser would make one: said at start, not at the first sign-up. */
function webauthnRpId(rpId: string | undefined, publicOrigin: string | undefined): string | null {
  if (rpId === undefined) return null;
  const id = rpId.toLowerCase();
  if (publicOrigin !== undefined) {
    const host = new URL(publicOrigin).hostname;
    if (host !== id && !host.endsWith(`.${id}`))
      throw new ConfigError(`invalid configuration; correct these environment variables:\n  WEBAUTHN_RP_ID: must be PUBLIC_ORIGIN's host (${host}) or a parent domain of it`);
  }
  return id;
}

/** OpenID Connect is on with an issuer; then the client id and secret must be there too (a half configuration is an error, not silence). */
function oidcConfig(e: { OIDC_ISSUER?: string; OIDC_CLIENT_ID?: string; OIDC_CLIENT_SECRET?: string; OIDC_NAME?: string }): OidcConfig | null {
  if (e.OIDC_ISSUER === undefined) {
    const stray = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'] as const).filter((name) => e[name] !== undefined);
    if (stray.length > 0) throw new ConfigError(`invalid configuration; correct these environment variables:\n  OIDC_ISSUER: must be set with ${stray.join(', ')}`);
    return null;
  }
  const missing = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter((name) => e[name] === undefined);
  if (missing.length > 0)
    throw new ConfigError(`invalid configuration; correct these environment variables:\n${missing.map((name) => `  ${name}: must be set with OIDC_ISSUER`).join('\n')}`);
  return { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET!, name: e.OIDC_NAME ?? new URL(e.OIDC_ISSUER).hostname };
}

/**
 * Without DAILY_SECRET, one is generated on first start and kept, so that the dailies
 * stay the same across restarts but nobody else can compute them.
 */
function persistedDailySecret(dataDir: string): string {
  const file = resolve(dataDir, 'daily-secret');
  const failed = (doing: string, error: unknown) =>
    new CannotStart(`cannot ${doing} the generated daily secret ${file} (${reasonOf(error)}). Let the user running the server read and write it, or set DAILY_SECRET.`);
  if (existsSync(file)) {
    let secret: string;
    try {
      secret = readFileSync(file, 'utf8').trim();
    } catch (error) {
      throw failed('read', error);
    }
    if (secret.length >= 16) return secret;
    throw new ConfigError(`${file} holds a daily secret shorter than 16 characters: put a longer one there (or in DAILY_SECRET), or delete the file to have one generated.`);
  }
  writableFolder(dataDir);
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (error) {
    throw failed('write', error);
  }
  return secret;
}

/** DATA_DIR made if missing, and writable by this process: else a CannotStart naming it. */
function writableFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new CannotStart(
      `DATA_DIR (${dir}) is not a folder the server can write to: ${reasonOf(error)}. Set DATA_DIR to a folder the user running the server may write to, or make ${dir} one.`,
    );
  }
}
