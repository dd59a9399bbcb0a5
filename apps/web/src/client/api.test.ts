import { describe, expect, it } from 'vitest';
import { ApiError, createApi } from './api.ts';

const PLAYER = { id: 'p1', name: 'Ada', createdAt: '2026-01-01T00:00:00.000Z' };
const BOARD = { puzzleId: 'fifteen.v1.3.a b', total: 0, entries: [], own: null };

/** A fetch that records each request and answers with `body`. */
function recorder(status: number, body: unknown) {
  const calls: { url: string; method: string; auth: string | null }[] = [];
  const fetcher = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url: String(url), method: init?.method ?? 'GET', auth: headers.authorization ?? null });
    return new Response(JSON.stringify(body), { status });
  };
  return { calls, fetcher: fetcher as typeof fetch };
}

describe('the REST client', () => {
  it("fills the document's route templates, encoding each path parameter, and sends queries and the token", async () => {
    const server = recorder(200, BOARD);
    const api = createApi({ baseUrl: 'http://host', fetch: server.fetcher, token: () => 'secret' });
    await api.leaderboard('fifteen.v1.3.a b/c', 10, 20);
    await api.dailyLeaderboard('pipes');
    expect(server.calls).toEqual([
      { url: 'http://host/api/v1/leaderboards/fifteen.v1.3.a%20b%2Fc?limit=10&offset=20', method: 'GET', auth: 'Bearer secret' },
      { url: 'http://host/api/v1/leaderboards/daily/pipes?limit=20&offset=0', method: 'GET', auth: 'Bearer secret' },
    ]);
  });

  it('asks each documented route with its method', async () => {
    const server = recorder(200, { player: PLAYER, personalBests: [], history: [], ratings: {} });
    const api = createApi({ fetch: server.fetcher, token: () => 'secret' });
    await api.player('p 1');
    // These answers are a profile, not what those routes give: the protocol schemas refuse them.
    await expect(api.ownRuns('walls.v1.simple.x')).rejects.toThrow();
    await expect(api.daily('2026-02-28')).rejects.toThrow();
    expect(server.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/v1/players/p%201',
      'GET /api/v1/players/me/runs?puzzleId=walls.v1.simple.x',
      'GET /api/v1/daily?date=2026-02-28',
    ]);
  });

  it("turns a refusal into an ApiError with the server's code and message", async () => {
    const api = createApi({ fetch: recorder(404, { error: { code: 'run_not_found', message: 'No run x.' } }).fetcher });
    await expect(api.run('x')).rejects.toEqual(new ApiError(404, 'run_not_found', 'No run x.'));
  });
});
