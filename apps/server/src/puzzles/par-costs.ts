import type { Problem } from '@gridrace/protocol';
import { addressKey } from '../limits/address-key.ts';
import type { AddressExemption } from '../limits/exempt-addresses.ts';
import { KeyedBuckets } from '../limits/keyed-buckets.ts';
import { rateLimited } from '../limits/refusal.ts';

/** Who asks for a new puzzle: its player (when known) and the client's address (as TRUST_PROXY tells it). */
export interface Asker {
  readonly playerId: string | null;
  readonly address: string | null;
}

export interface ParCostLimits {
  /** New pars a player may have solved a minute: a burst of as many, then one every 60/n seconds. */
  readonly perPlayerPerMinute: number;
  /** The same per client address (several players may share one: a household, a school). */
  readonly perAddressPerMinute: number;
}

export const DEFAULT_PAR_COST_LIMITS: ParCostLimits = { perPlayerPerMinute: 10, perAddressPerMinute: 30 };

/**
 * What a request costs that makes the server solve a new par (a fresh `fifteen` 6x6 is about
 * six seconds of a solver thread): each is charged to its player and its address, and past
 * their limits refused with `rate_limited` and when to retry. A daily, or any puzzle whose par
 * is known or already being solved, costs nothing (the catalog charges only a new solve).
 */
export class ParCosts {
  private readonly byPlayer: KeyedBuckets;
  private readonly byAddress: KeyedBuckets;

  constructor(
    private readonly limits: ParCostLimits = DEFAULT_PAR_COST_LIMITS,
    /** ADDRESS_LIMITS_EXEMPT: addresses not charged (their players still are). */
    private readonly exempt: AddressExemption = () => false,
  ) {
    this.byPlayer = new KeyedBuckets({ burst: limits.perPlayerPerMinute, perSecond: limits.perPlayerPerMinute / 60 });
    this.byAddress = new KeyedBuckets({ burst: limits.perAddressPerMinute, perSecond: limits.perAddressPerMinute / 60 });
  }

  /** Charges one new par to the asker: null when taken, else the refusal (nothing is charged then). */
  charge(asker: Asker, now: number): Problem | null {
    const address = asker.address === null || this.exempt(asker.address) ? null : addressKey(asker.address);
    // Both are looked at before either is charged, so a refusal costs the asker nothing.
    const playerWait = asker.playerId === null ? 0 : this.byPlayer.retryAfterMs(asker.playerId, now);
    const addressWait = address === null ? 0 : this.byAddress.retryAfterMs(address, now);
    if (playerWait > 0) return refusal(`at most ${this.limits.perPlayerPerMinute} a minute per player`, playerWait);
    if (addressWait > 0) return refusal(`at most ${this.limits.perAddressPerMinute} a minute from one address`, addressWait);
    if (asker.playerId !== null) this.byPlayer.take(asker.playerId, now);
    if (address !== null) this.byAddress.take(address, now);
    return null;
  }
}

const refusal = (limit: string, retryInMs: number): Problem =>
  rateLimited(`Too many new puzzles whose par must be solved (${limit})`, retryInMs, {
    meanwhile: 'or play a daily or a puzzle already solved meanwhile',
    reasonKey: 'new_puzzles.too_many',
  });
