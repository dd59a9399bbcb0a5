import { ErrorCode, type Problem } from '@gridrace/protocol';
import { KeyedBuckets } from '../limits/keyed-buckets.ts';
import { rateLimited } from '../limits/refusal.ts';

export interface HintLimits {
  /** Hints one run may take in all (HINTS_PER_RUN). */
  readonly perRun: number;
  /** Hints one player may take a minute, over all their runs: a burst of as many, then one every 60/n seconds (HINTS_PER_MINUTE). */
  readonly perMinute: number;
}

/**
 * A walls player may want a hint per wall (16 on a `complex` board), a `same` player one per
 * group on a big board; nobody needs one a second for long.
 */
export const DEFAULT_HINT_LIMITS: HintLimits = { perRun: 100, perMinute: 30 };

/** Each hint takes a solver thread's time: a run and a player take only so many (`rate_limited`, with when to retry). */
export class HintLimiter {
  private readonly byPlayer: KeyedBuckets;

  constructor(private readonly limits: HintLimits) {
    this.byPlayer = new KeyedBuckets({ burst: limits.perMinute, perSecond: limits.perMinute / 60 });
  }

  /** Charges a hint to a run that has taken `taken` so far, and to its player: null when taken, else why not. */
  take(playerId: string, taken: number, now: number): Problem | null {
    const { perRun, perMinute } = this.limits;
    if (taken >= perRun) {
      return {
        code: ErrorCode.RateLimited,
        message: `This run has taken its ${perRun} hints: no more are given on it. Start a new run for more.`,
        reason: { key: 'hints.run_limit', values: { limit: perRun } },
      };
    }
    const wait = this.byPlayer.take(playerId, now);
    if (wait === 0) return null;
    return rateLimited(`Too many hints: at most ${perMinute} a minute`, wait, { reasonKey: 'hints.too_many' });
  }
}
