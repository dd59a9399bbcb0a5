import { RateBucket } from './rate-bucket.ts';
import type { BucketSetting } from './settings.ts';

/**
 * One token bucket per key (a client address). A bucket that has refilled completely is the
 * same as a new one, so it is forgotten: the map holds only keys active in the last
 * `burst / perSecond` seconds, however many come and go.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, RateBucket>();

  constructor(
    private readonly setting: BucketSetting,
    /** Past this many keys, full buckets are swept out as new keys come (besides `sweep`). */
    private readonly sweepAbove = 10_000,
  ) {}

  /** Takes one request for `key`: 0 when taken, else how many ms until one can be (nothing taken then). */
  take(key: string, now: number): number {
    const bucket = this.bucketOf(key, now);
    return bucket.take(now) ? 0 : bucket.retryAfterMs(now);
  }

  /** How many ms until `key` can make a request: 0 when it can now. Takes nothing. */
  retryAfterMs(key: string, now: number): number {
    return this.buckets.get(key)?.retryAfterMs(now) ?? 0;
  }

  /** Forgets every key whose bucket is full again. */
  sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.full(now)) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }

  private bucketOf(key: string, now: number): RateBucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.sweepAbove) this.sweep(now);
      bucket = new RateBucket(now, this.setting.burst, this.setting.perSecond);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }
}
