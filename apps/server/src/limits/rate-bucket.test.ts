import { describe, expect, it } from 'vitest';
import { RateBucket } from './rate-bucket.ts';

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

  it('tells how long until the next request is taken, and takes nothing to tell it', () => {
    const bucket = new RateBucket(0, 2, 4);
    expect(bucket.retryAfterMs(0)).toBe(0);
    bucket.take(0);
    bucket.take(0);
    expect(bucket.retryAfterMs(0)).toBe(250);
    expect(bucket.retryAfterMs(100)).toBe(150);
    expect(bucket.retryAfterMs(250)).toBe(0);
    expect(bucket.take(250)).toBe(true);
  });

  it('takes a steady 30 per second forever', () => {
    const bucket = new RateBucket(0);
    for (let i = 1; i <= 3000; i++) expect(bucket.take((i * 1000) / 30)).toBe(true);
  });
});
