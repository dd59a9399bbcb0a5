import { describe, expect, it } from 'vitest';
import { ApiError, createApi } from './api.ts';

const PLAYER = { id: 'p1', name: 'Ada', guest: true, createdAt: '2026-01-01T00:00:00.000Z', bot: false };
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

describe('the REST client: a run and its paged log', () => {
  const entry = (seq: number) => ({ seq, kind: 'move', move: { x: 0, y: 0 }, atMs: seq * 100 });
  const run = (log: unknown[] | null, nextAfter: number | null, logHidden: unknown = null) => ({
    id: 'r1',
    puzzleId: 'fifteen.v1.3.paged',
    game: 'fifteen',
    player: { id: 'p1', name: 'Ada', guest: true },
    status: 'solved',
    ranked: true,
    timeMs: 500,
    moves: 5,
    score: 5,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:01.000Z',
    verified: true,
    flag: null,
    log,
    logHidden,
    nextAfter,
  });

  it('follows `nextAfter` to the end of the log, with the token, and gives the whole log', async () => {
    const pages = [run([entry(1), entry(2)], 2), run([entry(3), entry(4)], 4), run([entry(5)], null)];
    const urls: string[] = [];
    const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
      urls.push(`${String(url)} ${(init?.headers as Record<string, string>).authorization}`);
      return new Response(JSON.stringify(pages[urls.length - 1]), { status: 200 });
    }) as typeof fetch;
    const whole = await createApi({ fetch: fetcher, token: () => 'secret' }).run('r1');
    expect(whole.log?.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(whole.nextAfter).toBeNull();
    expect(urls).toEqual([0, 2, 4].map((after) => `/api/v1/runs/r1?after=${after}&limit=1000 Bearer secret`));
  });

  it('gives a withheld log as null, with why, and asks no further page', async () => {
    const server = recorder(200, run(null, null, { reason: 'daily_in_progress', publicAt: '2026-01-02T00:00:00.000Z' }));
    const hidden = await createApi({ fetch: server.fetcher }).run('r1');
    expect(hidden).toMatchObject({ log: null, logHidden: { reason: 'daily_in_progress' } });
    expect(server.calls).toHaveLength(1);
  });
});
