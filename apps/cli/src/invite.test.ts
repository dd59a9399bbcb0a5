import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';
import { inviteCommand } from './invite.ts';
import type { Output } from './output.ts';

/** An Output that keeps what it was given. */
function kept() {
  const results: object[] = [];
  const errors: { code: string; message: string }[] = [];
  const out: Output = { json: true, result: (value) => results.push(value), error: (error) => errors.push(error) };
  return { out, results, errors };
}

const ENV = { GRIDRACE_OPERATOR_TOKEN: 'an-operator-token-0123' };

describe('gridrace invite', () => {
  it('asks the server for a code with the operator token, and prints it', async () => {
    const asked: { url: string; init: RequestInit | undefined }[] = [];
    const fetcher = (async (url: URL, init?: RequestInit) => {
      asked.push({ url: String(url), init });
      return new Response(JSON.stringify({ code: 'abcdefghij0123456789', expiresAt: '2026-04-01T00:00:00.000Z' }), { status: 201 });
    }) as typeof fetch;
    const { out, results, errors } = kept();
    expect(await inviteCommand(parseArgs(['invite', '--server', 'https://play.example.org/', '--days', '7']), out, ENV, fetcher)).toBe(0);
    expect(errors).toEqual([]);
    expect(results).toEqual([{ code: 'abcdefghij0123456789', expiresAt: '2026-04-01T00:00:00.000Z' }]);
    expect(asked[0]!.url).toBe('https://play.example.org/api/v1/invites');
    expect(asked[0]!.init).toMatchObject({ method: 'POST', body: JSON.stringify({ validForDays: 7 }), headers: { authorization: 'Bearer an-operator-token-0123' } });
  });

  it('says what the server refused, with its code', async () => {
    const fetcher = (async () =>
      new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Send the OPERATOR_TOKEN.' } }), { status: 401 })) as unknown as typeof fetch;
    const { out, errors } = kept();
    expect(await inviteCommand(parseArgs(['invite', '--server', 'http://127.0.0.1:1']), out, ENV, fetcher)).toBe(1);
    expect(errors).toEqual([{ code: 'unauthorized', message: 'the server refused (401): Send the OPERATOR_TOKEN.' }]);
  });

  it.each([
    [['invite'], {}, /^usage: gridrace invite --server/],
    [['invite', '--server', 'not a url'], ENV, /is not a URL/],
    [['invite', '--server', 'http://x', '--days', '0'], ENV, /--days is a whole number of days from 1 to 365/],
    [['invite', '--server', 'http://x', '--token', 'abc'], ENV, /unknown flag --token/],
    [['invite', '--server', 'http://x'], {}, /set GRIDRACE_OPERATOR_TOKEN/],
  ])('refuses %j before asking anything', async (argv, env, message) => {
    const fetcher = (async () => {
      throw new Error('must not be asked');
    }) as unknown as typeof fetch;
    const { out, errors } = kept();
    expect(await inviteCommand(parseArgs(argv), out, env, fetcher)).toBe(2);
    expect(errors[0]!.message).toMatch(message);
  });
});
