import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';
import { moderatorCommand } from './moderator.ts';
import type { Output } from './output.ts';

function kept() {
  const results: object[] = [];
  const errors: { code: string; message: string }[] = [];
  const out: Output = { json: true, result: (value) => results.push(value), error: (error) => errors.push(error) };
  return { out, results, errors };
}

const ENV = { GRIDRACE_OPERATOR_TOKEN: 'an-operator-token-0123' };

describe('gridrace moderator', () => {
  it.each([
    ['add', 'PUT', true],
    ['remove', 'DELETE', false],
  ] as const)('%s names the handle to the server with the operator token', async (verb, method, moderator) => {
    const asked: { url: string; init: RequestInit | undefined }[] = [];
    const fetcher = (async (url: URL, init?: RequestInit) => {
      asked.push({ url: String(url), init });
      return new Response(JSON.stringify({ player: { id: 'p1', name: 'Alice', guest: false }, moderator }), { status: 200 });
    }) as typeof fetch;
    const { out, results, errors } = kept();
    expect(await moderatorCommand(parseArgs(['moderator', verb, 'alice', '--server', 'https://play.example.org']), out, ENV, fetcher)).toBe(0);
    expect(errors).toEqual([]);
    expect(results).toEqual([{ handle: 'Alice', moderator }]);
    expect(asked[0]!.url).toBe('https://play.example.org/api/v1/moderators/alice');
    expect(asked[0]!.init).toMatchObject({ method, headers: { authorization: 'Bearer an-operator-token-0123' } });
  });

  it('says what the server refused', async () => {
    const fetcher = (async () =>
      new Response(JSON.stringify({ error: { code: 'player_not_found', message: 'No account with the handle bob.' } }), { status: 404 })) as unknown as typeof fetch;
    const { out, errors } = kept();
    expect(await moderatorCommand(parseArgs(['moderator', 'add', 'bob', '--server', 'http://127.0.0.1:1']), out, ENV, fetcher)).toBe(1);
    expect(errors).toEqual([{ code: 'player_not_found', message: 'the server refused (404): No account with the handle bob.' }]);
  });

  it.each([
    [['moderator'], ENV, /^usage: gridrace moderator add\|remove/],
    [['moderator', 'promote', 'bob', '--server', 'http://x'], ENV, /^usage/],
    [['moderator', 'add', '--server', 'http://x'], ENV, /^usage/],
    [['moderator', 'add', 'bob', '--server', 'http://x', '--days', '3'], ENV, /unknown flag --days/],
    [['moderator', 'add', 'bob', '--server', 'http://x'], {}, /GRIDRACE_OPERATOR_TOKEN/],
  ])('refuses %j before asking anything', async (argv, env, message) => {
    const fetcher = (async () => {
      throw new Error('asked');
    }) as unknown as typeof fetch;
    const { out, errors } = kept();
    expect(await moderatorCommand(parseArgs(argv), out, env, fetcher)).toBe(2);
    expect(errors[0]?.message).toMatch(message);
  });
});
