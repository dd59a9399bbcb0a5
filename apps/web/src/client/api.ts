import {
  createPlayerResponseSchema,
  dailyPuzzleSchema,
  dailyResponseSchema,
  errorBodySchema,
  leaderboardResponseSchema,
  ownRunsResponseSchema,
  playerResponseSchema,
  puzzleResponseSchema,
  renamePlayerResponseSchema,
  runResponseSchema,
} from '@gridrace/protocol';
import type { z } from 'zod';

/** A refusal from the REST API, with the server's code (SPEC §4 error shape). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
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
export type OwnRuns = z.output<typeof ownRunsResponseSchema>;
export type RunSummary = OwnRuns['runs'][number];

export interface ApiOptions {
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** The player's token, sent where the API reads it (own leaderboard rank, rename). */
  readonly token?: () => string | null;
}

/** The REST v1 client: every answer is parsed by the shared protocol schema at the edge. */
export function createApi(options: ApiOptions = {}) {
  const base = `${options.baseUrl ?? ''}/api/v1`;
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<S extends z.ZodType>(schema: S, path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}) {
    const headers: Record<string, string> = {};
    const token = init.auth ? options.token?.() : null;
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetcher(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const problem = errorBodySchema.safeParse(body);
      const { code, message } = problem.success ? problem.data.error : { code: 'http_error', message: `The server answered ${response.status}.` };
      throw new ApiError(response.status, code, message);
    }
    return schema.parse(body) as z.output<S>;
  }

  const enc = encodeURIComponent;
  const page = (limit?: number, offset?: number) => `?limit=${limit ?? 20}&offset=${offset ?? 0}`;
  return {
    puzzle: (id: string) => call(puzzleResponseSchema, `/puzzles/${enc(id)}`),
    /** A new puzzle with a fresh seed, its par solved (walls presets are kept ready by the server). */
    newPuzzle: (game: string, params: unknown) => call(puzzleResponseSchema, '/puzzles', { method: 'POST', body: { game, params } }),
    daily: (date?: string) => call(dailyResponseSchema, `/daily${date ? `?date=${enc(date)}` : ''}`),
    dailyOf: (game: string) => call(dailyPuzzleSchema, `/daily/${enc(game)}`),
    createPlayer: (name: string) => call(createPlayerResponseSchema, '/players', { method: 'POST', body: { name } }),
    rename: (name: string) => call(renamePlayerResponseSchema, '/players/me', { method: 'PATCH', body: { name }, auth: true }),
    player: (id: string) => call(playerResponseSchema, `/players/${enc(id)}`),
    /** The player's own runs of a puzzle (newest first), and whether another would rank. */
    ownRuns: (puzzleId: string) => call(ownRunsResponseSchema, `/players/me/runs?puzzleId=${enc(puzzleId)}`, { auth: true }),
    leaderboard: (puzzleId: string, limit?: number, offset?: number) =>
      call(leaderboardResponseSchema, `/leaderboards/${enc(puzzleId)}${page(limit, offset)}`, { auth: true }),
    /** A `same` puzzle's score board: highest score, then time. */
    scoreLeaderboard: (puzzleId: string, limit?: number) => call(leaderboardResponseSchema, `/leaderboards/${enc(puzzleId)}/scores${page(limit)}`, { auth: true }),
    dailyLeaderboard: (game: string, limit?: number) => call(leaderboardResponseSchema, `/leaderboards/daily/${enc(game)}${page(limit)}`, { auth: true }),
    run: (runId: string) => call(runResponseSchema, `/runs/${enc(runId)}`),
  };
}

export type Api = ReturnType<typeof createApi>;
