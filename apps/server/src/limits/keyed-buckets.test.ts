import { describe, expect, it } from 'vitest';
import { KeyedBuckets } from './keyed-buckets.ts';

describe('KeyedBuckets', () => {
  it('keeps one bucket per key', () => {
    const buckets = new KeyedBuckets({ burst: 2, perSecond: 1 });
    expect(buckets.take('a', 0)).toBe(0);
    expect(buckets.take('a', 0)).toBe(0);
    expect(buckets.take('a', 0)).toBe(1000);
    expect(buckets.take('b', 0)).toBe(0);
    expect(buckets.retryAfterMs('a', 500)).toBe(500);
    expect(buckets.retryAfterMs('unknown', 0)).toBe(0);
  });

  it('forgets the keys whose buckets are full again, and only those', () => {
    const buckets = new KeyedBuckets({ burst: 2, perSecond: 1 });
    buckets.take('a', 0);
    buckets.take('b', 1500);
    buckets.sweep(2000);
    expect(buckets.size).toBe(1);
    expect(buckets.retryAfterMs('b', 2000)).toBe(0);
  });

  it('does not grow without bound when keys keep coming: full buckets are swept as new keys arrive', () => {
    const buckets = new KeyedBuckets({ burst: 5, perSecond: 5 }, 100);
    // One request per key, each key a second after the last: every older bucket has refilled.
    for (let i = 0; i < 10_000; i++) buckets.take(`address-${i}`, i * 1000);
    expect(buckets.size).toBeLessThanOrEqual(101);
  });
});
