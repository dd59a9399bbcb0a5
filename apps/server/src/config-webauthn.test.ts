import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dir = mkdtempSync(join(tmpdir(), 'gridrace-config-webauthn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { DATA_DIR: dir, DAILY_SECRET: 'a-secret-of-16-chars' };

describe('the passkeys configuration (docs/accounts.md#passkeys)', () => {
  it('binds passkeys to the request’s host and names the site Gridrace by default', () => {
    expect(loadConfig(base)).toMatchObject({ webauthnRpId: null, webauthnRpName: 'Gridrace' });
  });

  it('takes a domain, lower-cased, and a name', () => {
    expect(loadConfig({ ...base, WEBAUTHN_RP_ID: 'Example.org', WEBAUTHN_RP_NAME: 'Grid at home' })).toMatchObject({ webauthnRpId: 'example.org', webauthnRpName: 'Grid at home' });
    expect(loadConfig({ ...base, WEBAUTHN_RP_ID: 'localhost' }).webauthnRpId).toBe('localhost');
  });

  it('refuses what is not a domain: a URL, a port, an address', () => {
    for (const bad of ['https://example.org', 'example.org:8080', 'example.org/x', '192.168.1.2', 'a b'])
      expect(() => loadConfig({ ...base, WEBAUTHN_RP_ID: bad }), bad).toThrow(/WEBAUTHN_RP_ID/);
    expect(() => loadConfig({ ...base, WEBAUTHN_RP_NAME: 'x'.repeat(65) })).toThrow(/WEBAUTHN_RP_NAME/);
  });

  it('takes the public origin’s host or a parent of it, and refuses another domain', () => {
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://play.example.org', WEBAUTHN_RP_ID: 'example.org' }).webauthnRpId).toBe('example.org');
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://play.example.org', WEBAUTHN_RP_ID: 'play.example.org' }).webauthnRpId).toBe('play.example.org');
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: 'https://play.example.org', WEBAUTHN_RP_ID: 'other.org' })).toThrow(/WEBAUTHN_RP_ID: must be PUBLIC_ORIGIN's host/);
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: 'https://play.example.org', WEBAUTHN_RP_ID: 'ay.example.org' })).toThrow(/WEBAUTHN_RP_ID/);
  });
});
