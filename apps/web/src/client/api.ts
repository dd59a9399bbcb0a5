import {
  apiTokensResponseSchema,
  createApiTokenResponseSchema,
  endSessionResponseSchema,
  revokeApiTokenResponseSchema,
  sessionsResponseSchema,
  signOutEverywhereResponseSchema,
  signOutResponseSchema,
  whoAmIResponseSchema,
  type TokenScopeName,
  createPlayerResponseSchema,
  dailyPuzzleSchema,
  dailyResponseSchema,
  dailyStatsResponseSchema,
  deletedAccountResponseSchema,
  markBotResponseSchema,
  errorBodySchema,
  Limits,
  journeyResponseSchema,
  leaderboardResponseSchema,
  ownRunsResponseSchema,
  playerResponseSchema,
  playerStatsResponseSchema,
  puzzleResponseSchema,
  ratingHistorySchema,
  ratingsLeaderboardSchema,
  type RatingBoard,
  renamePlayerResponseSchema,
  runResponseSchema,
  type Problem,
  handleStateResponseSchema,
  passkeyRegistrationOptionsResponseSchema,
  passkeyResponseSchema,
  passkeySignedInResponseSchema,
  passkeySignInOptionsResponseSchema,
  passkeysResponseSchema,
} from '@gridrace/protocol';
import type { GameName } from '@gridrace/core';
import type { BoardPlayers } from '@gridrace/protocol';
import type { z } from 'zod';
import type { paths } from './api-schema.generated.ts';

/** A refusal from the REST API, with the server's code (docs/protocol.md#errors). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Some refusals: the same as the message, as data, to be said in the player's language. */
    readonly reason?: Problem['reason'],
  ) {
    super(message);
  }
}

export type PuzzleInfo = z.output<typeof puzzleResponseSchema>;
export type DailyPuzzle = z.output<typeof dailyPuzzleSchema>;
export type Leaderboard = z.output<typeof leaderboardResponseSchema>;
export type LeaderboardEntry = Leaderboard['entries'][number];
export type PlayerProfile = z.output<typeof playerResponseSchema>;
export type StoredRun = z.output<typeof runResponseSchema>;
type LogEntry = NonNullable<StoredRun['log']>[number];
export type OwnRuns = z.output<typeof ownRunsResponseSchema>;
export type RunSummary = OwnRuns['runs'][number];
export type PlayerStats = z.output<typeof playerStatsResponseSchema>;
export type GameStats = PlayerStats['games'][number];
export type DailyStats = z.output<typeof dailyStatsResponseSchema>;
/** A game's journey with the asking player's progress. */
export type JourneyProgress = z.output<typeof journeyResponseSchema>;

export interface ApiOptions {
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** The player's token, sent where the API reads it (own leaderboard rank, rename). */
  readonly token?: () => string | null;
}

type Method = 'get' | 'post' | 'patch' | 'delete';
type Route = keyof paths;

/** The JSON body of an answer of the OpenAPI document: `route`'s `method`, with `status`. */
type Documented<R extends Route, M extends Method, S extends number> = paths[R][M] extends { readonly responses: infer Responses }
  ? Responses extends { readonly [K in S]: { readonly content: { readonly 'application/json': infer Body } } }
    ? Body
    : never
  : never;

/** The path parameters of a documented route. */
type PathOf<R extends Route, M extends Method> = paths[R][M] extends { readonly parameters: { readonly path: infer Path } } ? Path : never;

/** A documented route's template filled in: `/api/v1/puzzles/{puzzleId}` with `{puzzleId}`. */
function fill(route: string, values: Readonly<Record<string, string>>): string {
  return route.replace(/\{([A-Za-z]+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The REST v1 client: every answer is parsed by the shared protocol schema at the edge, and
 * each call names its route, method and status as the server's OpenAPI document does: the
 * routes are the document's, and a protocol schema whose output does not fit the document's
 * type for that answer does not compile (the types are generated from the document).
 */
export function createCall(options: ApiOptions = {}) {
  // The document's routes are absolute (/api/v1/...).
  const base = options.baseUrl ?? '';
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<Out extends Documented<R, M, S>, R extends Route, M extends Method, S extends number = 200>(
    schema: z.ZodType<Out, unknown>,
    method: M,
    route: R,
    init: { path?: PathOf<R, M>; query?: Record<string, string>; body?: unknown; auth?: boolean; status?: S } = {},
  ): Promise<Out> {
    const headers: Record<string, string> = {};
    const token = init.auth ? options.token?.() : null;
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
    const url = `${base}${fill(route, (init.path ?? {}) as Record<string, string>)}${query}`;
    const response = await fetcher(url, {
      method: method.toUpperCase(),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const problem = errorBodySchema.safeParse(body);
      const { code, message, reason } = problem.success ? problem.data.error : { code: 'http_error', message: `The server answered ${response.status}.`, reason: undefined };
      throw new ApiError(response.status, code, message, reason);
    }
    return schema.parse(body);
  }
  return call;
}

/** The REST v1 client of the pages every player opens (`createCall` for the pages of a lazy chunk). */
export function createApi(options: ApiOptions = {}) {
  const call = createCall(options);
  const page = (limit?: number, offset?: number) => ({ limit: String(limit ?? 20), offset: String(offset ?? 0) });
  // People's board is the default: only the bots' is asked by name.
  const whose = (players: BoardPlayers): Record<string, string> => (players === 'bots' ? { players } : {});
  return {
    puzzle: (id: string) => call(puzzleResponseSchema, 'get', '/api/v1/puzzles/{puzzleId}', { path: { puzzleId: id } }),
    /** A new puzzle with a fresh seed, its par solved (walls presets are kept ready by the server). */
    newPuzzle: (game: string, params: unknown) => call(puzzleResponseSchema, 'post', '/api/v1/puzzles', { body: { game, params }, status: 201 }),
    daily: (date?: string) => call(dailyResponseSchema, 'get', '/api/v1/daily', date ? { query: { date } } : {}),
    dailyOf: (game: string) => call(dailyPuzzleSchema, 'get', '/api/v1/daily/{game}', { path: { game: game as GameName } }),
    createPlayer: (name: string) => call(createPlayerResponseSchema, 'post', '/api/v1/players', { body: { name }, status: 201 }),
    rename: (name: string) => call(renamePlayerResponseSchema, 'patch', '/api/v1/players/me', { body: { name }, auth: true }),
    player: (id: string) => call(playerResponseSchema, 'get', '/api/v1/players/{id}', { path: { id } }),
    /** The player's own runs of a puzzle (newest first), and whether another would rank. */
    ownRuns: (puzzleId: string) => call(ownRunsResponseSchema, 'get', '/api/v1/players/me/runs', { query: { puzzleId }, auth: true }),
    /** `players`: people's board (the default) or the bots' (docs/fair-play.md#plausibility). */
    leaderboard: (puzzleId: string, limit?: number, offset?: number, players: BoardPlayers = 'people') =>
      call(leaderboardResponseSchema, 'get', '/api/v1/leaderboards/{puzzleId}', { path: { puzzleId }, query: { ...page(limit, offset), ...whose(players) }, auth: true }),
    /** A score board (highest score, then time) for puzzles of games that have one (`hasScoreLeaderboard`). */
    scoreLeaderboard: (puzzleId: string, limit?: number) =>
      call(leaderboardResponseSchema, 'get', '/api/v1/leaderboards/{puzzleId}/scores', { path: { puzzleId }, query: page(limit), auth: true }),
    dailyLeaderboard: (game: string, limit?: number, players: BoardPlayers = 'people') =>
      call(leaderboardResponseSchema, 'get', '/api/v1/leaderboards/daily/{game}', { path: { game: game as GameName }, query: { ...page(limit), ...whose(players) }, auth: true }),
    /** A player's statistics per game (one game, or every game they have played). */
    /** A player's statistics per game, of the kind of board played last, or of `kind` (of `game`). */
    playerStats: (id: string, game?: GameName, kind?: string) =>
      call(playerStatsResponseSchema, 'get', '/api/v1/players/{id}/stats', { path: { id }, ...(game ? { query: { game, ...(kind ? { kind } : {}) } } : {}) }),
    /** A day's distribution of a game's daily results, with the player's own. */
    dailyStats: (game: GameName, date?: string) =>
      call(dailyStatsResponseSchema, 'get', '/api/v1/daily/{game}/stats', { path: { game }, ...(date ? { query: { date } } : {}), auth: true }),
    /**
     * A run with its whole log, every page fetched in turn; `log` is null when the server
     * withholds it (someone else's run in play, a daily before its day is over).
     */
    run: async (runId: string): Promise<StoredRun> => {
      const pageOf = (after: number) =>
        call(runResponseSchema, 'get', '/api/v1/runs/{runId}', { path: { runId }, query: { after: String(after), limit: String(Limits.runLogPage.max) }, auth: true });
      const first = await pageOf(0);
      if (first.log === null) return first;
      const log: LogEntry[] = [...first.log];
      for (let next = first.nextAfter; next !== null;) {
        const page = await pageOf(next);
        log.push(...(page.log ?? []));
        next = page.nextAfter;
      }
      return { ...first, log, nextAfter: null } as StoredRun;
    },
    ratings: (game: GameName, limit?: number, offset?: number, players: RatingBoard = 'people') =>
      call(ratingsLeaderboardSchema, 'get', '/api/v1/ratings/{game}', { path: { game }, query: { ...page(limit, offset), players }, auth: true }),
    ratingHistory: (id: string, game: GameName) => call(ratingHistorySchema, 'get', '/api/v1/players/{id}/ratings/{game}', { path: { id, game } }),
    /** A game's journey with the player's progress. */
    journey: (game: GameName) => call(journeyResponseSchema, 'get', '/api/v1/journeys/{game}', { path: { game }, auth: true }),

    // A signed-in browser's own: the session cookie goes with every same-origin request, no token.
    /** Who this browser is: its session's player (401 when signed in nowhere), or the token's. */
    session: () => call(whoAmIResponseSchema, 'get', '/api/v1/session', { auth: true }),
    signOut: () => call(signOutResponseSchema, 'delete', '/api/v1/session'),
    sessions: () => call(sessionsResponseSchema, 'get', '/api/v1/account/sessions'),
    endSession: (id: string) => call(endSessionResponseSchema, 'delete', '/api/v1/account/sessions/{id}', { path: { id } }),
    /** Ends every other session of the account (this browser stays signed in). */
    signOutEverywhere: () => call(signOutEverywhereResponseSchema, 'post', '/api/v1/account/sessions/sign-out-everywhere'),
    apiTokens: () => call(apiTokensResponseSchema, 'get', '/api/v1/account/tokens'),
    createApiToken: (name: string, scopes: readonly TokenScopeName[]) =>
      call(createApiTokenResponseSchema, 'post', '/api/v1/account/tokens', { body: { name, scopes: [...scopes] }, status: 201 }),
    /** Deletes the signed-in account: `handle` typed again to confirm. */
    deleteAccount: (handle: string) => call(deletedAccountResponseSchema, 'delete', '/api/v1/account', { body: { handle } }),
    /** Marks the signed-in account as a bot, for good (docs/bots.md). */
    markBot: () => call(markBotResponseSchema, 'post', '/api/v1/account/bot'),
    revokeApiToken: (id: string) => call(revokeApiTokenResponseSchema, 'delete', '/api/v1/account/tokens/{id}', { path: { id } }),

    /** Whether a handle is free, as one types it in the sign-up form. */
    handleState: (handle: string) => call(handleStateResponseSchema, 'get', '/api/v1/handles/{handle}', { path: { handle } }),
    // Passkeys (docs/accounts.md#passkeys): each ceremony is its options, then the browser's answer.
    // A guest's sign-up sends its token, so the account is that guest (its progress kept).
    passkeySignUpOptions: (handle: string, invite?: string) =>
      call(passkeyRegistrationOptionsResponseSchema, 'post', '/api/v1/auth/passkeys/register/options', { body: { handle, ...(invite ? { invite } : {}) }, auth: true }),
    passkeySignUp: (flowId: string, response: unknown) =>
      call(passkeySignedInResponseSchema, 'post', '/api/v1/auth/passkeys/register/verify', { body: { flowId, response }, auth: true }),
    passkeySignInOptions: () => call(passkeySignInOptionsResponseSchema, 'post', '/api/v1/auth/passkeys/login/options', { body: {} }),
    passkeySignIn: (flowId: string, response: unknown) => call(passkeySignedInResponseSchema, 'post', '/api/v1/auth/passkeys/login/verify', { body: { flowId, response } }),
    passkeys: () => call(passkeysResponseSchema, 'get', '/api/v1/account/passkeys'),
    addPasskeyOptions: () => call(passkeyRegistrationOptionsResponseSchema, 'post', '/api/v1/account/passkeys/options'),
    addPasskey: (flowId: string, response: unknown, name?: string) =>
      call(passkeyResponseSchema, 'post', '/api/v1/account/passkeys/verify', { body: { flowId, response, ...(name ? { name } : {}) }, status: 201 }),
    renamePasskey: (id: string, name: string) => call(passkeyResponseSchema, 'patch', '/api/v1/account/passkeys/{id}', { path: { id }, body: { name } }),
    removePasskey: (id: string) => call(passkeysResponseSchema, 'delete', '/api/v1/account/passkeys/{id}', { path: { id } }),
  };
}

export type Api = ReturnType<typeof createApi>;
