import { describe, expect, it } from 'vitest';
import { ApiError, createApi } from './api.ts';
import { Guest, storedIdentity } from './player-identity.ts';
import { memoryStorage } from './storage.ts';

/** A fetch that answers like the server's player routes, and records what it was sent. */
function fakeServer() {
  const calls: { url: string; method: string; auth: string | null; body: unknown }[] = [];
  let name = '';
  const fetcher = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url: String(url), method: init?.method ?? 'GET', auth: headers.authorization ?? null, body });
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status });
    if (init?.method === 'POST') {
      name = body.name;
      return json(201, { player: { id: 'p1', name, createdAt: '2026-01-01T00:00:00.000Z' }, token: 'secret' });
    }
    if (headers.authorization !== 'Bearer secret') return json(401, { error: { code: 'unauthorized', message: 'Who?' } });
    name = body.name;
    return json(200, { player: { id: 'p1', name, createdAt: '2026-01-01T00:00:00.000Z' } });
  };
  return { calls, fetcher: fetcher as typeof fetch };
}

describe('the guest identity', () => {
  it('is created once on the first visit with a generated name, and kept', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const api = createApi({ fetch: server.fetcher, token: () => storedIdentity(storage)?.token ?? null });
    const guest = new Guest(storage, api, () => 0);
    const [a, b] = await Promise.all([guest.ensure(), guest.ensure()]);
    expect(a).toEqual({ id: 'p1', name: 'Swift Otter 100', token: 'secret' });
    expect(b).toEqual(a);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(await new Guest(storage, api).ensure()).toEqual(a);
  });

  it('renames with the token and remembers the new name', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const api = createApi({ fetch: server.fetcher, token: () => storedIdentity(storage)?.token ?? null });
    const guest = new Guest(storage, api);
    await guest.ensure();
    expect((await guest.rename('<i>Ada</i>')).name).toBe('<i>Ada</i>');
    expect(server.calls.at(-1)).toMatchObject({ url: '/api/v1/players/me', method: 'PATCH', auth: 'Bearer secret' });
    expect(storedIdentity(storage)?.name).toBe('<i>Ada</i>');
  });

  it("surfaces the server's error code and message", async () => {
    const server = fakeServer();
    const api = createApi({ fetch: server.fetcher, token: () => 'wrong' });
    const refusal = await api.rename('X').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 401, code: 'unauthorized', message: 'Who?' });
  });
});
