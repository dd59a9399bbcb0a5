import { describe, expect, it } from 'vitest';
import { FingerprintCache } from './fingerprint-cache.ts';

describe('FingerprintCache', () => {
  it('keeps a value for the same key and fingerprint until it is too old', () => {
    const cache = new FingerprintCache<string>(10, 1000);
    cache.set('p/fifteen/2026-03-01', '3/90', 0, 'stats');
    expect(cache.get('p/fifteen/2026-03-01', '3/90', 500)).toBe('stats');
    expect(cache.get('p/fifteen/2026-03-01', '4/120', 500)).toBeNull();
    expect(cache.get('p/fifteen/2026-03-02', '3/90', 500)).toBeNull();
    expect(cache.get('p/fifteen/2026-03-01', '3/90', 1001)).toBeNull();
  });

  it('lets the least recently used entry go first when full', () => {
    const cache = new FingerprintCache<string>(2, 1000);
    cache.set('a', 'x', 0, 'A');
    cache.set('b', 'x', 0, 'B');
    expect(cache.get('a', 'x', 0)).toBe('A');
    cache.set('c', 'x', 0, 'C');
    expect(cache.get('b', 'x', 0)).toBeNull();
    expect(cache.get('a', 'x', 0)).toBe('A');
    expect(cache.get('c', 'x', 0)).toBe('C');
  });
});
