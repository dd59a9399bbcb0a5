/**
 * A person's pauses between requests, for tests whose runs must stand the fair-play judgement
 * (docs/fair-play.md#plausibility): varied as people's are (quick slides, a stop to think),
 * never a program's steady beat. Cycled; `scale` stretches them (1: about 120 ms typical).
 */
const PAUSES_MS = [70, 140, 95, 210, 80, 120, 330, 90, 160, 110, 75, 260] as const;

/** The pause after request `index` (0-based). */
export const humanPauseMs = (index: number, scale = 1): number => Math.round(PAUSES_MS[index % PAUSES_MS.length]! * scale);

/** The offsets (ms from a run's start) of `count` requests at a person's pace, the first after `firstMs` of reading the board. */
export function humanOffsetsMs(count: number, firstMs = 800, scale = 1): number[] {
  const offsets: number[] = [];
  let at = firstMs;
  for (let i = 0; i < count; i += 1) {
    offsets.push(at);
    at += humanPauseMs(i, scale);
  }
  return offsets;
}

/**
 * A server clock that a test moves on by a person's pauses between its requests, instead of
 * waiting them out: the machine's clock plus every pause taken so far.
 */
export class PacedClock {
  private offset = 0;
  private taken = 0;
  readonly now = (): number => Date.now() + this.offset;

  /** Moves the clock on by the next of a person's pauses (`scale`: 1 for about 120 ms typical). */
  pause(scale = 1): void {
    this.offset += humanPauseMs(this.taken, scale);
    this.taken += 1;
  }

  /** Moves the clock on by `ms`, a person reading a new board. */
  wait(ms: number): void {
    this.offset += ms;
  }
}
