import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { createSignInApi } from './sign-in-api.ts';

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A fetch that answers `status` with `body`, and keeps what was sent. */
function fakeFetch(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

describe('the sign-in client', () => {
  it('signs in with a code as typed, by the session cookie alone', async () => {
    const { fetch, sent } = fakeFetch(200, { player: { id: 'p1', name: 'Ada' } });
    const api = createSignInApi({ fetch, guestToken: () => 'guest-token' });
    expect(await api.signInWithCode('abcd efgh')).toEqual({ player: { id: 'p1', name: 'Ada' } });
    expect(sent).toEqual([{ url: '/api/v1/auth/device', method: 'POST', headers: { 'content-type': 'application/json' }, body: { code: 'abcd efgh' } }]);
  });

  it("sends the guest's token only to begin a provider's sign-in (the guest becomes the account), not to link one", async () => {
    const { fetch, sent } = fakeFetch(200, { url: 'https://id.example.org/auth?x=1' });
    const api = createSignInApi({ fetch, guestToken: () => 'guest-token' });
    await api.startOidc(false);
    await api.startOidc(true);
    expect(sent.map((one) => [one.headers.authorization, one.body])).toEqual([
      ['Bearer guest-token', {}],
      [undefined, { link: true }],
    ]);
  });

  it('encodes an identity in the path to unlink it', async () => {
    const { fetch, sent } = fakeFetch(200, { unlinked: true });
    await createSignInApi({ fetch }).unlinkIdentity('https://id.example.org/realms/x', 'a/b');
    expect(sent[0]?.url).toBe('/api/v1/account/identities/https%3A%2F%2Fid.example.org%2Frealms%2Fx/a%2Fb');
    expect(sent[0]?.method).toBe('DELETE');
  });

  it("throws the server's refusal with its code, and refuses an answer of another shape", async () => {
    const refused = fakeFetch(400, { error: { code: 'invalid_device_code', message: 'This code does not sign anyone in.' } });
    await expect(createSignInApi({ fetch: refused.fetch }).signInWithCode('ZZZZ-ZZZZ')).rejects.toEqual(
      new ApiError(400, 'invalid_device_code', 'This code does not sign anyone in.'),
    );
    const odd = fakeFetch(201, { code: 'not a code', link: 'nowhere', expiresAt: 'soon' });
    await expect(createSignInApi({ fetch: odd.fetch }).createDeviceCode()).rejects.toThrow();
  });
});
