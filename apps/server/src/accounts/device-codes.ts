import { createHmac, randomInt } from 'node:crypto';
import type { Problem } from '@gridrace/protocol';
import { addressKey } from '../limits/address-key.ts';
import type { AddressExemption } from '../limits/exempt-addresses.ts';
import { KeyedBuckets } from '../limits/keyed-buckets.ts';
import { RateBucket } from '../limits/rate-bucket.ts';
import { rateLimited } from '../limits/refusal.ts';
import type { AuthFlowsStore } from '../store/auth-flows-store.ts';

/**
 * The code's alphabet: capitals and digits without the ones read as another (0/O, 1/I), so a
 * code read aloud or off a phone is typed right. 32 symbols: 5 bits each.
 */
export const DEVICE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Symbols in a code: 8 × 5 = 40 bits, 32^8 ≈ 1.1 × 10^12 codes. */
export const DEVICE_CODE_LENGTH = 8;
/** How long a code signs a device in: long enough to pick up the other device and type it. */
export const DEVICE_CODE_TTL_MS = 5 * 60_000;
/** The `auth_flows` kind of a code. */
export const DEVICE_FLOW_KIND = 'device';

/**
 * Guesses at codes. The odds of a guess landing are (codes live) / 32^8. With at most
 * `globalFailuresPerMinute` wrong codes a minute over the whole server (60), a guesser gets at
 * most 60 × 60 × 24 ≈ 86 400 tries a day, whatever number of addresses it uses; against 100
 * codes live at every instant of that day (a busy server) that is 86 400 × 100 / 1.1 × 10^12 ≈
 * 7.9 × 10^-6 a day, about one chance in 350 over a year of guessing without pause. One address
 * gets `perAddressPerMinute` (5) tries a minute, and its wrong codes count against the global
 * bound too, so one guesser holding it down also slows everyone's sign-in by code: the price of
 * keeping the odds fixed (docs/accounts.md#another-device). The limits are a process's: with
 * several processes, multiply by their number.
 */
export interface DeviceCodeGuessLimits {
  readonly perAddressPerMinute: number;
  readonly globalFailuresPerMinute: number;
}

export const DEFAULT_DEVICE_CODE_GUESS_LIMITS: DeviceCodeGuessLimits = { perAddressPerMinute: 5, globalFailuresPerMinute: 60 };

/** A new code, as shown: `ABCD-EFGH`. */
export function newDeviceCode(): string {
  let code = '';
  for (let i = 0; i < DEVICE_CODE_LENGTH; i += 1) code += DEVICE_CODE_ALPHABET[randomInt(DEVICE_CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * A code as typed, in its one stored form: case, spaces and dashes ignored. Null when it cannot
 * be a code (wrong length, or a symbol outside the alphabet).
 */
export function normalizeDeviceCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== DEVICE_CODE_LENGTH) return null;
  for (const symbol of code) if (!DEVICE_CODE_ALPHABET.includes(symbol)) return null;
  return code;
}

/**
 * The stored form of a code. Keyed by a server secret (the daily secret, the same on every
 * process): 40 bits fall to a plain hash in minutes, so a reader of the database alone could
 * find a live code and sign in as its account; with the key they cannot.
 */
export const deviceCodeHash = (code: string, secret: string): string => createHmac('sha256', secret).update(`device-code:${code}`, 'utf8').digest('base64url');

/** What a code remembers: whom it signs in; `auth_flows.player_id` says it too. */
interface DeviceFlowData {
  readonly playerId: string;
}

/**
 * Sign-in on another device by a short code (docs/accounts.md#another-device): a signed-in
 * account makes a code; the other device sends it back within five minutes, once, and is signed
 * in as that account. Codes live in `auth_flows` (kind `device`), so any process can redeem what
 * another made.
 */
export class DeviceCodes {
  private readonly byAddress: KeyedBuckets;
  private readonly failures: RateBucket;

  constructor(
    private readonly store: AuthFlowsStore,
    private readonly secret: string,
    private readonly now: () => number,
    private readonly limits: DeviceCodeGuessLimits = DEFAULT_DEVICE_CODE_GUESS_LIMITS,
    private readonly exempt: AddressExemption = () => false,
  ) {
    this.byAddress = new KeyedBuckets({ burst: limits.perAddressPerMinute, perSecond: limits.perAddressPerMinute / 60 });
    this.failures = new RateBucket(now(), limits.globalFailuresPerMinute, limits.globalFailuresPerMinute / 60);
  }

  /** A new code for the account; answers it as shown and when it stops working. */
  async create(playerId: string): Promise<{ code: string; expiresAt: number }> {
    const at = this.now();
    await this.store.purgeExpiredAuthFlows(at, 20);
    const code = newDeviceCode();
    const data: DeviceFlowData = { playerId };
    await this.store.putAuthFlow({
      idHash: deviceCodeHash(normalizeDeviceCode(code)!, this.secret),
      kind: DEVICE_FLOW_KIND,
      playerId,
      data,
      createdAt: at,
      expiresAt: at + DEVICE_CODE_TTL_MS,
    });
    return { code, expiresAt: at + DEVICE_CODE_TTL_MS };
  }

  /**
   * Before a code is looked at: the refusal when this address, or everyone's wrong codes
   * together, are over their limit; null when the guess may go ahead (it is then counted).
   */
  admit(address: string): Problem | null {
    const at = this.now();
    const key = this.exempt(address) ? null : addressKey(address);
    const addressWait = key === null ? 0 : this.byAddress.retryAfterMs(key, at);
    if (addressWait > 0) return rateLimited(`At most ${this.limits.perAddressPerMinute} codes a minute from one address`, addressWait, { reasonKey: 'device_code.too_many' });
    const globalWait = this.failures.retryAfterMs(at);
    if (globalWait > 0) return rateLimited('Too many wrong codes on this server just now', globalWait, { reasonKey: 'device_code.too_many' });
    if (key !== null) this.byAddress.take(key, at);
    return null;
  }

  /**
   * Spends the code: the account it signs in, once; null when it is unknown, expired or used
   * (one answer for all three, so a guesser learns nothing but "no"). A wrong code counts
   * against the global bound.
   */
  async redeem(typed: string): Promise<string | null> {
    const code = normalizeDeviceCode(typed);
    const flow = code === null ? null : await this.store.takeAuthFlow(DEVICE_FLOW_KIND, deviceCodeHash(code, this.secret), this.now());
    const playerId = flow?.playerId ?? null;
    if (playerId === null) this.failures.take(this.now());
    return playerId;
  }
}
