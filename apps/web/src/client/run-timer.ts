import { RunClock } from './clock.ts';

/**
 * The time of the run on show, on the server's clock (a new `RunClock` for each run: a stopped
 * clock takes no more time), and the one question a timed run asks of it: is its time up.
 */
export class RunTimer {
  private clock = new RunClock();
  private askedTimeUp = false;

  constructor(private readonly now: () => number) {}

  /** A run started here: its clock runs from 0. */
  startNew(): void {
    this.clock = new RunClock();
    this.clock.sync(0, this.now());
    this.askedTimeUp = false;
  }

  /** A run taken up: on the server's time, running while it is in play, else stopped there. */
  takeUp(elapsedMs: number, playing: boolean): void {
    this.clock = new RunClock();
    this.follow(elapsedMs, playing);
  }

  /** An acknowledgement's time: the server's, running on while the run is in play. */
  follow(elapsedMs: number, playing: boolean): void {
    if (playing) this.clock.sync(elapsedMs, this.now());
    else this.clock.stop(elapsedMs);
  }

  read(limitMs: number | null): number {
    return this.clock.read(this.now(), limitMs);
  }

  /** True once, when a timed run in play has used its time: its final word is then asked. */
  timeUp(limitMs: number | null, playing: boolean): boolean {
    if (limitMs === null || this.askedTimeUp || !playing || this.read(limitMs) < limitMs) return false;
    this.askedTimeUp = true;
    return true;
  }
}
