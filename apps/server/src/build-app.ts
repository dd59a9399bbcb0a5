import { ErrorCode, Limits } from '@gridrace/protocol';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import app, { type AppOptions } from './app.ts';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { reasonOf } from './cannot-start.ts';
import { ServerClosing } from './failures.ts';
import { HttpProblem } from './problem.ts';
import { Metrics } from './metrics.ts';
import { Players } from './players/players.ts';
import { ApiTokens } from './accounts/api-tokens.ts';
import { Sessions } from './accounts/sessions.ts';
import { DEFAULT_SESSION_TIMES } from './accounts/session-times.ts';
import { Accounts } from './accounts/accounts.ts';
import { AuthFlows } from './accounts/auth-flows.ts';
import { Passkeys } from './accounts/passkeys/passkeys.ts';
import { DEFAULT_MAX_ASKED_PARS, PuzzleCatalog } from './puzzles/catalog.ts';
import { exemptionOf } from './limits/exempt-addresses.ts';
import { DEFAULT_PAR_COST_LIMITS, ParCosts } from './puzzles/par-costs.ts';
import { DEFAULT_HINT_LIMITS } from './runs/hint-limits.ts';
import { PuzzleStock } from './puzzles/stock.ts';
import { ProcessLiveness } from './races/process-liveness.ts';
import { MemoryProcessRegistry } from './races/process-registry.ts';
import { DailiesAhead } from './puzzles/dailies-ahead.ts';
import { DailyDays } from './puzzles/daily-days.ts';
import { Dailies, firstDayOf, utcDate } from './puzzles/daily.ts';
import { DatabaseRaceStore } from './races/database-race-store.ts';
import type { RaceStore } from './races/race-store.ts';
import { RaceService } from './races/race-service.ts';
import type { RedisRaces } from './redis/redis-races.ts';
import { judgeRunsAsTheyEnd } from './fair-play/judge-as-runs-end.ts';
import { settleJourneysAsRunsEnd } from './journeys/settle-as-runs-end.ts';
import { rateRacesAsTheyFinish } from './ratings/rate-races.ts';
import { MemoryQuickQueue } from './quick/quick-queue.ts';
import { QuickRaces } from './quick/quick-races.ts';
import { RunService } from './runs/run-service.ts';
import { Solver } from './solver/solver.ts';
import { openStore } from './store/connect.ts';
import type { Store } from './store/store.ts';
import { ModerationActions } from './moderation/moderation-actions.ts';
import { Reports } from './moderation/reports.ts';
import { ReviewQueue } from './moderation/review-queue.ts';

export interface BuildOptions extends AppOptions {
  /** A store opened by the caller (tests); else DATABASE_URL is opened. */
  readonly store?: Store;
  readonly now?: () => number;
  /** Overrides the default time limit of games whose solo runs have one. */
  readonly runTimeLimitMs?: number;
  /** Race clock settings; tests shorten the 60 s reconnection grace. */
  readonly races?: { readonly reconnectGraceMs?: number; readonly countdownMs?: number; readonly lobbyIdleMs?: number };
  /** Quick-race matching: how long a race gathers before it starts (tests shorten it). */
  readonly quick?: { readonly gatherMs?: number };
  readonly logger?: boolean;
  /** Where the log's lines go (tests read them); else standard output. */
  readonly logStream?: { write(line: string): void };
  /** The solver (tests give one whose pars come when they say); else a pool of threads. */
  readonly solver?: Solver;
  /** Today's and tomorrow's dailies prepared on a timer (`DailiesAhead`); false: never (tests). */
  readonly dailiesAhead?: false | { readonly everyMs?: number };
}

/** Makes the whole server (routes, sockets, storage) without listening: tests and server.ts share it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: Limits.maxPayloadBytes,
    // Described puzzle ids carry a whole board in the path; the route schemas set the real limit.
    routerOptions: { maxParamLength: Limits.maxPuzzleIdLength + 1024 },
    // Errors the router raises before any route or error handler: same shape as all others.
    frameworkErrors: (error, _request, reply) => {
      const problem =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new HttpProblem(ErrorCode.UriTooLong, 'The path is too long.') : new HttpProblem(ErrorCode.BadRequest, 'The URL is malformed.');
      // JSON, like every other error (the document lists no other type).
      void (reply as FastifyReply).code(problem.statusCode).type('application/json').send(problem.toJSON());
    },
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  const now = options.now ?? Date.now;
  const store = options.store ?? (await openStore(config.databaseUrl, { now }));
  const metrics = new Metrics();
  store.observeCommits((seconds) => metrics.storeCommit.observe(seconds));
  // Once per outage, however many connections broke and requests failed meanwhile (those get 503).
  store.observeOutages({
    lost: (error) => fastify.log.warn({ reason: reasonOf(error) }, 'database unavailable: requests are answered 503 until it is back'),
    back: (afterMs) => fastify.log.info({ afterMs }, 'database available again'),
  });
  const solver = options.solver ?? new Solver({ threads: config.solverThreads ?? undefined, onTaken: (kind, seconds) => metrics.solverWait.observe({ kind }, seconds) });
  if (solver instanceof Solver) metrics.watchSolverQueue(() => solver.queued());
  // Requests that make new pars to solve are limited per player and address, and bounded in number at once.
  const costs = new ParCosts(
    {
      perPlayerPerMinute: config.parRequestsPerMinute ?? DEFAULT_PAR_COST_LIMITS.perPlayerPerMinute,
      perAddressPerMinute: config.parRequestsPerMinutePerAddress ?? DEFAULT_PAR_COST_LIMITS.perAddressPerMinute,
    },
    exemptionOf(config.addressLimitsExempt),
  );
  // Work in the background that a stop cuts short (a solve refused with ServerClosing) failed at nothing.
  const failed = (message: string) => (error: unknown) => {
    if (!(error instanceof ServerClosing)) fastify.log.error({ err: error }, message);
  };
  const catalog = new PuzzleCatalog(store, solver, failed('after a par was solved: settling its runs or solving an outdated par again failed'), {
    costs,
    maxAsked: config.solverQueueMax ?? DEFAULT_MAX_ASKED_PARS,
    now,
  });
  const hintLimits = { perRun: config.hintsPerRun ?? DEFAULT_HINT_LIMITS.perRun, perMinute: config.hintsPerMinute ?? DEFAULT_HINT_LIMITS.perMinute };
  const dailyDays = new DailyDays(store, config.dailySecret, now);
  const runs = new RunService({
    store,
    catalog,
    dailyDays,
    solver,
    metrics,
    now,
    runTimeLimitMs: options.runTimeLimitMs,
    hintLimits,
    runsInPlayPerPlayer: config.abuseLimits.runsInPlayPerPlayer,
    maxRunMoves: config.runMaxMoves,
    maxRunDurationMs: config.runMaxDurationMs,
    log: fastify.log,
  });
  judgeRunsAsTheyEnd(runs, store, (error, runId) => fastify.log.error({ err: error, runId }, 'a fair-play judgement failed'));
  settleJourneysAsRunsEnd(runs, store);
  const firstDay = await firstDayOf(store, config.dailiesSince, utcDate(now()));
  const dailies = new Dailies(store, catalog, config.dailySecret, now, firstDay);
  const ahead =
    options.dailiesAhead === false ? null : new DailiesAhead(dailies, { everyMs: options.dailiesAhead?.everyMs, onError: failed('preparing the dailies ahead failed') });
  // With REDIS_URL, race rooms live in Redis, so every process shares them (docs/operations.md#several-processes).
  let redis: RedisRaces | null = null;
  try {
    // Loaded only with REDIS_URL: a single process starts without evaluating the Redis client.
    if (config.redisUrl) redis = await (await import('./redis/redis-races.ts')).RedisRaces.connect(config.redisUrl, config.redisPrefix, fastify.log);
  } catch (error) {
    if (!options.store) await store.close();
    throw error;
  }
  // Without it, in the database: a restart keeps them (one process, so it reads them from memory).
  const raceStore: RaceStore = redis?.store ?? new DatabaseRaceStore(store.raceRows, now);
  const databaseRaces = raceStore instanceof DatabaseRaceStore ? raceStore : null;
  // With Redis, a process that dies without closing its sockets is found by the others.
  const liveness = new ProcessLiveness({ registry: redis?.processes ?? new MemoryProcessRegistry(now), timeoutMs: config.processTimeoutMs, log: fastify.log });
  await liveness.start();
  const races = new RaceService({
    races: raceStore,
    shared: redis !== null,
    runs,
    store,
    catalog,
    dailies,
    dailyDays,
    now,
    liveness,
    reconnectGraceMs: config.raceReconnectGraceMs,
    openRoomsPerPlayer: config.abuseLimits.openRoomsPerPlayer,
    ...options.races,
    log: fastify.log,
  });
  const ratings = rateRacesAsTheyFinish(races, {
    races: raceStore,
    store,
    now,
    failed: (error, about) => fastify.log.error({ err: error, race: about }, 'a race update failed'),
  });
  const quick = new QuickRaces({
    queue: redis?.quickQueue ?? new MemoryQuickQueue(),
    races: raceStore,
    service: races,
    store,
    catalog,
    dailies,
    dailyDays,
    now,
    settings: { ghostAfterMs: config.quickRaceGhostAfterMs, ...options.quick },
    failed: (error) => fastify.log.error({ err: error }, 'forming quick races failed'),
  });
  const accounts = new Accounts(store, config.registration ?? 'open', now);
  const moderationActions = new ModerationActions(store, ratings, now, (error, about) => fastify.log.error({ err: error }, about));
  const services: Services = {
    config,
    store,
    catalog,
    stock: new PuzzleStock(catalog, { onError: failed('a puzzle drawn ahead failed') }),
    metrics,
    now,
    startedAt: now(),
    dailies,
    dailyDays,
    players: new Players(store, now),
    sessions: new Sessions(store, now, {
      ...DEFAULT_SESSION_TIMES,
      idleMs: config.sessionIdleMs ?? DEFAULT_SESSION_TIMES.idleMs,
      rotateMs: config.sessionRotateMs ?? DEFAULT_SESSION_TIMES.rotateMs,
    }),
    apiTokens: new ApiTokens(store, now),
    accounts,
    passkeys: new Passkeys(store, new AuthFlows(store, now), (guest, handle, invite) => accounts.becomeAccount(guest, handle, invite), now),
    moderation: { reports: new Reports(store, now), queue: new ReviewQueue(store), actions: moderationActions },
    runs,
    races,
    quick,
    ratings,
    ...(redis ? { redis } : {}),
  };
  fastify.decorate('services', services);
  // First of all on close (preClose hooks run in order, this one before the sockets'): what
  // waits for the solver is refused (ServerClosing), so its requests are answered 503 while
  // their sockets and connections are still open, and the stop does not wait for a solve.
  fastify.addHook('preClose', () => solver.close());
  // Registered before the hook below, so it runs after it (onClose hooks run last first):
  // pending run writes may still update races.
  if (redis) fastify.addHook('onClose', () => redis.close());
  fastify.addHook('onReady', async () => {
    // MODERATORS: the operator's moderators, named again at each start (docs/fair-play.md#moderation).
    const unknown = await moderationActions.applyModerators(config.moderators ?? []);
    if (unknown.length > 0) fastify.log.warn({ handles: unknown }, 'MODERATORS names handles of no account: they are not moderators');
    await services.runs.recover();
    // A restart: the rooms kept in the database go on, their clocks timed here again.
    if (databaseRaces) await races.takeUp(await databaseRaces.all());
    ahead?.start();
  });
  // Last to close: after sockets are gone and every pending write has finished.
  fastify.addHook('onClose', async () => {
    liveness.close();
    ahead?.stop();
    quick.close();
    races.close();
    await services.runs.settle();
    await ratings.settled();
    await databaseRaces?.settled();
    await solver.close();
    if (!options.store) await store.close();
  });
  await fastify.register(app, { restRateLimitPerMinute: config.restRateLimitPerMinute, addressLimitsExempt: config.addressLimitsExempt, ...options });
  return fastify;
}
