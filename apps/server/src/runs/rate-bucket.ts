import { Limits } from '@gridrace/protocol';

/**
 * A token bucket per run (SPEC §4): a burst of `capacity` requests is always taken, and
 * it refills at `perSecond`, so only a sustained rate above that is refused.
 */
export class RateBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    now: number,
    private readonly capacity: number = Limits.runBurst,
    private readonly perSecond: number = Limits.runRatePerSecond,
  ) {
    this.tokens = capacity;
    this.updatedAt = now;
  }

  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until a request would be taken again: 0 when one would be now. */
  retryInMs(now: number): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) * 1000) / this.perSecond);
  }

  /** Whether the bucket has refilled completely (nothing to remember about its owner). */
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.capacity;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed * this.perSecond) / 1000);
    this.updatedAt = now;
  }
}

/** Past this many owners, those whose buckets are full again are forgotten. */
const OWNERS_KEPT = 10_000;

/** A bucket per owner (a player, an address), each made full on its owner's first request. */
export class RateBuckets {
  private readonly buckets = new Map<string, RateBucket>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {}

  /** Takes one request of `owner`'s, or answers how many milliseconds until one would be taken. */
  take(owner: string, now: number): { taken: true } | { taken: false; retryInMs: number } {
    const bucket = this.bucketOf(owner, now);
    if (bucket.take(now)) return { taken: true };
    return { taken: false, retryInMs: bucket.retryInMs(now) };
  }

  /** Milliseconds until `owner`'s next request would be taken (0: now), taking nothing. */
  retryInMs(owner: string, now: number): number {
    return this.buckets.get(owner)?.retryInMs(now) ?? 0;
  }

  private bucketOf(owner: string, now: number): RateBucket {
    let bucket = this.buckets.get(owner);
    if (!bucket) {
      // Forget owners whose buckets are full again, so the map does not grow without end.
      if (this.buckets.size >= OWNERS_KEPT) for (const [id, kept] of this.buckets) if (kept.full(now)) this.buckets.delete(id);
      bucket = new RateBucket(now, this.capacity, this.perSecond);
      this.buckets.set(owner, bucket);
    }
    return bucket;
  }
}
