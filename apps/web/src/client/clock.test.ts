import { describe, expect, it } from 'vitest';
import { RunClock } from './clock.ts';

describe('the run clock', () => {
  it("shows the server's elapsed time plus local time since the acknowledgement", () => {
    const clock = new RunClock();
    expect(clock.read(500)).toBe(0);
    clock.sync(1200, 10_000); // the browser clock is far from the server's: only differences count
    expect(clock.read(10_000)).toBe(1200);
    expect(clock.read(10_750)).toBe(1950);
    clock.sync(1900, 10_800);
    expect(clock.read(10_800)).toBe(1900);
  });

  it('stops at the server time once the run is over, and respects a time limit', () => {
    const clock = new RunClock();
    clock.sync(0, 0);
    expect(clock.read(400_000, 300_000)).toBe(300_000);
    clock.stop(4321);
    clock.sync(9999, 1);
    expect(clock.read(999_999)).toBe(4321);
    expect(clock.stopped).toBe(true);
  });
});
