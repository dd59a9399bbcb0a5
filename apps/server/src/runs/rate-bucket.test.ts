import { describe, expect, it } from 'vitest';
import { RateBucket, RateBuckets } from './rate-bucket.ts';

describe('RateBucket', () => {
  it('always takes a burst of 100 at once, then refuses', () => {
    const bucket = new RateBucket(0);
    for (let i = 0; i < 100; i++) expect(bucket.take(0)).toBe(true);
    expect(bucket.take(0)).toBe(false);
  });

  it('refills at 30 per second', () => {
    const bucket = new RateBucket(0);
    for (let i = 0; i < 100; i++) bucket.take(0);
    expect(bucket.take(1000 / 30 - 1)).toBe(false);
    expect(bucket.take(1000 / 30 + 1)).toBe(true);
  });

  it('tells when it has refilled completely', () => {
    const bucket = new RateBucket(0, 2, 1);
    bucket.take(0);
    expect(bucket.full(500)).toBe(false);
    expect(bucket.full(1000)).toBe(true);
  });

  it('takes a steady 30 per second forever', () => {
    const bucket = new RateBucket(0);
    for (let i = 1; i <= 3000; i++) expect(bucket.take((i * 1000) / 30)).toBe(true);
  });
});

describe('RateBuckets', () => {
  it("keeps a bucket per owner, and tells a refused owner when its next request is taken", () => {
    const buckets = new RateBuckets(2, 0.5);
    expect(buckets.take('ada', 0)).toEqual({ taken: true });
    expect(buckets.take('ada', 0)).toEqual({ taken: true });
    expect(buckets.take('ada', 0)).toEqual({ taken: false, retryInMs: 2000 });
    expect(buckets.take('bob', 0)).toEqual({ taken: true });
    expect(buckets.retryInMs('ada', 1500)).toBe(500);
    expect(buckets.take('ada', 2000)).toEqual({ taken: true });
  });
});
