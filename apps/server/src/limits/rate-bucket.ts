import { Limits } from '@gridrace/protocol';

/**
 * A token bucket per run (docs/protocol.md#rate-limits): a burst of `capacity` requests is always taken, and
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

  /** How long until a request can be taken: 0 when one can be now. Takes nothing. */
  retryAfterMs(now: number): number {
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
