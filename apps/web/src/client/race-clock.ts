import type { RaceStateView } from '@gridrace/protocol';

/**
 * The server's epoch clock as seen from here (SPEC §3: the server keeps the time). Each race
 * state in countdown tells the server's "now" when it was sent (`startsAt - startsInMs`); it
 * arrives a network delay later, so the sample with the largest offset is the least delayed
 * one and is kept. Between samples the browser's monotonic clock counts, never its wall clock,
 * so a phone whose date is minutes off still counts down with everyone else.
 */
export class ServerClock {
  private offset: number | null = null;

  /** The server said its time was `serverNow` at local monotonic instant `localNow`. */
  sample(serverNow: number, localNow: number): void {
    const offset = serverNow - localNow;
    if (this.offset === null || offset > this.offset) this.offset = offset;
  }

  /** Takes what a race state says of the server's clock, if anything. */
  sampleRace(race: RaceStateView, localNow: number): void {
    // Once started, `startsInMs` is 0 and says nothing of "now"; in the lobby both are null.
    if (race.startsAt !== null && race.startsInMs !== null && race.startsInMs > 0) this.sample(race.startsAt - race.startsInMs, localNow);
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

/** What the countdown shows with `remainingMs` to go: 3, 2, 1 (each a whole second), then "Go". */
export function countdownFace(remainingMs: number): string {
  return remainingMs > 0 ? String(Math.ceil(remainingMs / 1000)) : 'Go!';
}
