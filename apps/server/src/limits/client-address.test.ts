import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.ts';

const request = (remoteAddress: string, forwardedFor?: string): IncomingMessage =>
  ({ socket: { remoteAddress }, connection: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('clientAddressOf', () => {
  it('takes the connection address, and ignores X-Forwarded-For, when no proxy is trusted', () => {
    expect(clientAddressOf(false)(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });

  it('believes X-Forwarded-For when every proxy is trusted', () => {
    expect(clientAddressOf(true)(request('10.0.0.2', '198.51.100.1, 10.0.0.1'))).toBe('198.51.100.1');
  });

  it('believes X-Forwarded-For only as far as the listed proxies go', () => {
    const addressOf = clientAddressOf(['10.0.0.0/8']);
    expect(addressOf(request('10.0.0.2', '198.51.100.1, 10.0.0.1'))).toBe('198.51.100.1');
    // A client forging the header behind a trusted proxy is still seen by the address the proxy saw.
    expect(addressOf(request('10.0.0.2', '192.0.2.77, 203.0.113.5'))).toBe('203.0.113.5');
    // Straight from an untrusted address: its own address.
    expect(addressOf(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });
});
