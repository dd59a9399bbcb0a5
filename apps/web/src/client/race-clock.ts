import type { RaceStateView } from '@gridrace/protocol';

/**
 * The server's epoch clock as seen from here (docs/races.md#rooms: the server keeps the time). Every race
 * state tells the server's "now" when it was sent (`serverNow`), so a page opened or reloaded
 * mid-race knows it from its first state; it arrives a network delay later, so the sample with
 * the largest offset is the least delayed one and is kept. Between samples the browser's
 * monotonic clock counts, never its wall clock, so a phone whose date is minutes off still
 * counts down with everyone else.
 */
export class ServerClock {
  private offset: number | null = null;

  /** The server said its time was `serverNow` at local monotonic instant `localNow`. */
  sample(serverNow: number, localNow: number): void {
    const offset = serverNow - localNow;
    if (this.offset === null || offset > this.offset) this.offset = offset;
  }

  /** Takes what a race state (pushed or acknowledged) says of the server's clock. */
  sampleRace(race: RaceStateView, localNow: number): void {
    this.sample(race.serverNow, localNow);
  }

  get synced(): boolean {
    return this.offset !== null;
  }

  /** Server epoch ms at local instant `localNow`, or null before the first sample. */
  now(localNow: number): number | null {
    return this.offset === null ? null : localNow + this.offset;
  }

  /** Milliseconds until the server instant `at` (negative once past), or null before any sample. */
  until(at: number, localNow: number): number | null {
    const now = this.now(localNow);
    return now === null ? null : at - now;
  }
}

/**
 * Milliseconds left of a started race at server instant `serverNow` (0 once up), or null when
 * it has no clock yet (lobby, or this page has not heard the server's time).
 */
export function raceTimeLeft(race: Pick<RaceStateView, 'startsAt' | 'timeLimitMs'>, serverNow: number | null): number | null {
  if (race.startsAt === null || serverNow === null) return null;
  return Math.max(0, Math.min(race.timeLimitMs, race.startsAt + race.timeLimitMs - serverNow));
}
