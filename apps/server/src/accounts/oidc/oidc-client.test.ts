import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../../test/support/oidc-provider.ts';
import { HttpProblem } from '../../problem.ts';
import { OidcClient, OidcRefused } from './oidc-client.ts';

const REDIRECT = 'http://127.0.0.1:9/api/v1/auth/oidc/callback';
const lines: string[] = [];
const log = { info: (_: object, message: string) => lines.push(message), warn: (_: object, message: string) => lines.push(message) };

describe('OidcClient against a real provider (oidc-provider)', () => {
  let provider: TestProvider;
  let oidc: OidcClient;
  beforeAll(async () => {
    provider = await startTestProvider({ redirectUris: [REDIRECT] });
    oidc = new OidcClient({ issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, name: 'Test ID' }, log);
  });
  afterAll(async () => {
    await provider?.stop();
  });

  it('signs in by the code flow with PKCE: the identity is the issuer and subject, with the names the provider gave', async () => {
    const { url, flow } = await oidc.begin(REDIRECT);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(flow.state);
    expect(url.searchParams.get('nonce')).toBe(flow.nonce);
    // The verifier never leaves the server: only its challenge goes to the provider.
    expect(url.toString()).not.toContain(flow.codeVerifier);
    const back = await signInAtProvider(url.toString(), 'ada');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(await oidc.finish(flow, back.search)).toEqual({ issuer: provider.issuer, subject: 'ada', preferredUsername: 'ada', name: 'ada', email: null });
  });

  it('refuses a return whose state is not the flow’s (a forged or crossed callback)', async () => {
    const { url, flow } = await oidc.begin(REDIRECT);
    const back = await signInAtProvider(url.toString(), 'bo');
    await expect(oidc.finish({ ...flow, state: 'another-state' }, back.search)).rejects.toThrow(OidcRefused);
  });

  it('refuses an id token whose nonce is not the flow’s (a replayed token)', async () => {
    const { url, flow } = await oidc.begin(REDIRECT);
    const back = await signInAtProvider(url.toString(), 'cy');
    await expect(oidc.finish({ ...flow, nonce: 'another-nonce' }, back.search)).rejects.toThrow(OidcRefused);
  });

  it('refuses a code without its verifier (PKCE), and a code used twice', async () => {
    const { url, flow } = await oidc.begin(REDIRECT);
    const back = await signInAtProvider(url.toString(), 'di');
    await expect(oidc.finish({ ...flow, codeVerifier: 'x'.repeat(43) }, back.search)).rejects.toThrow(OidcRefused);
    expect((await oidc.finish(flow, back.search)).subject).toBe('di');
    await expect(oidc.finish(flow, back.search)).rejects.toThrow(OidcRefused);
  });

  it("refuses the provider's error (the person declined)", async () => {
    const { flow } = await oidc.begin(REDIRECT);
    await expect(oidc.finish(flow, `?error=access_denied&state=${flow.state}`)).rejects.toThrow(OidcRefused);
  });

  it('answers 503 while the issuer does not answer, says so in the log, and finds it once it is back', async () => {
    const down = await startTestProvider({ redirectUris: [REDIRECT] });
    const { issuer } = down;
    await down.stop();
    const late = new OidcClient({ issuer, clientId: down.clientId, clientSecret: down.clientSecret, name: 'Late ID' }, log);
    const refusal = await late.begin(REDIRECT).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpProblem);
    expect((refusal as HttpProblem).statusCode).toBe(503);
    expect(lines.some((line) => line.includes('does not answer its discovery'))).toBe(true);
    const up = await startTestProvider({ redirectUris: [REDIRECT], port: Number(new URL(issuer).port) });
    try {
      const { url } = await late.begin(REDIRECT);
      expect(url.origin).toBe(issuer);
    } finally {
      await up.stop();
    }
  });
});
