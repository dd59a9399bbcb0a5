import { describe, expect, it } from 'vitest';
import { relyingParty } from './relying-party.ts';

describe('relyingParty', () => {
  it('follows the request: its origin, its host as the domain', () => {
    expect(relyingParty({}, { protocol: 'http', host: 'localhost:5173' })).toEqual({ id: 'localhost', name: 'Gridrace', origin: 'http://localhost:5173' });
    expect(relyingParty({ webauthnRpName: 'Grid' }, { protocol: 'https', host: 'Play.Example.org' })).toEqual({
      id: 'play.example.org',
      name: 'Grid',
      origin: 'https://play.example.org',
    });
  });

  it('takes the configured origin and domain over the request’s', () => {
    expect(relyingParty({ publicOrigin: 'https://play.example.org', webauthnRpId: 'example.org' }, { protocol: 'http', host: 'internal:3000' })).toEqual({
      id: 'example.org',
      name: 'Gridrace',
      origin: 'https://play.example.org',
    });
  });

  it('has none for an address or a host that is no host', () => {
    expect(relyingParty({}, { protocol: 'http', host: '127.0.0.1:3000' })).toBeNull();
    expect(relyingParty({}, { protocol: 'http', host: '[::1]:3000' })).toBeNull();
    expect(relyingParty({}, { protocol: 'http', host: 'bad host' })).toBeNull();
  });
});
