import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = mkdtempSync(join(tmpdir(), 'gridrace-config-oidc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { DATA_DIR: dir, DAILY_SECRET: 'a-secret-of-16-chars' };
const provider = { OIDC_ISSUER: 'https://id.example.org/realms/gridrace', OIDC_CLIENT_ID: 'gridrace', OIDC_CLIENT_SECRET: 'a-client-secret' };

describe('the sign-in configuration (docs/accounts.md#openid-connect)', () => {
  it('has no OpenID Connect, local sign-up on, and links from the request, by default', () => {
    expect(loadConfig(base)).toMatchObject({ oidc: null, localSignUp: true, publicOrigin: null });
  });

  it('reads the provider, naming its button by the issuer host unless OIDC_NAME says', () => {
    expect(loadConfig({ ...base, ...provider }).oidc).toEqual({
      issuer: 'https://id.example.org/realms/gridrace',
      clientId: 'gridrace',
      clientSecret: 'a-client-secret',
      name: 'id.example.org',
    });
    expect(loadConfig({ ...base, ...provider, OIDC_NAME: 'Keycloak' }).oidc?.name).toBe('Keycloak');
  });

  it('refuses half a provider: an issuer without its client, or a client without its issuer', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER: provider.OIDC_ISSUER })).toThrow(/OIDC_CLIENT_ID: must be set with OIDC_ISSUER[\s\S]*OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, OIDC_CLIENT_ID: 'gridrace' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...provider, OIDC_ISSUER: 'ftp://id.example.org' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ ...base, ...provider, OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
  });

  it('turns local sign-up off only when told so, and refuses another word', () => {
    expect(loadConfig({ ...base, LOCAL_SIGN_UP: 'false' }).localSignUp).toBe(false);
    expect(loadConfig({ ...base, LOCAL_SIGN_UP: 'true' }).localSignUp).toBe(true);
    expect(() => loadConfig({ ...base, LOCAL_SIGN_UP: 'no' })).toThrow(/LOCAL_SIGN_UP/);
  });

  it('reads the public origin the redirect URI and device links are made from, and refuses a URL with a path', () => {
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://Play.Example.org' }).publicOrigin).toBe('https://play.example.org');
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: 'https://play.example.org/games' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
