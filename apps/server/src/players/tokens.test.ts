import { describe, expect, it } from 'vitest';
import { bearerToken, hashToken, newToken, sameSecret } from './tokens.ts';

describe('tokens', () => {
  it('are at least 128 random bits of base64url, and differ each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
    }
  });

  it('hash to a stable sha-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('are read from a Bearer header only when well formed', () => {
    expect(bearerToken('Bearer abc_DEF-1')).toBe('abc_DEF-1');
    expect(bearerToken('bearer   xyz')).toBe('xyz');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
    // RFC 6750's b64token: what an operator's secret (METRICS_TOKEN) may be made of too.
    expect(bearerToken('Bearer a.b~c+d/e==')).toBe('a.b~c+d/e==');
    expect(bearerToken('Bearer a=b')).toBeNull();
    expect(bearerToken('Bearer ab"c')).toBeNull();
  });

  it('compare secrets whatever their lengths', () => {
    expect(sameSecret('a-metrics-token-0123', 'a-metrics-token-0123')).toBe(true);
    expect(sameSecret('a-metrics-token-0124', 'a-metrics-token-0123')).toBe(false);
    expect(sameSecret('a', 'a-metrics-token-0123')).toBe(false);
    expect(sameSecret('', 'a-metrics-token-0123')).toBe(false);
  });
});
