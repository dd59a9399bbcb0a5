import { setTimeout as wait } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { EventLoopBusyness } from './event-loop-busyness.ts';
import { progressPublishMs } from './races/race-publisher.ts';

describe('EventLoopBusyness', () => {
  it('tells a loop that ran code all the last window from one that waited', async () => {
    const busyness = new EventLoopBusyness(50);
    expect(busyness.current()).toBe(0);
    const spinUntil = performance.now() + 120;
    while (performance.now() < spinUntil) {
      // The event loop runs code and nothing else.
    }
    expect(busyness.current()).toBeGreaterThan(0.8);
    // Asked again within the window: the same figure, not measured again.
    expect(busyness.current()).toBeGreaterThan(0.8);
    await wait(120);
    expect(busyness.current()).toBeLessThan(0.5);
  });
});

describe('race progress', () => {
  it('is published every 250 ms, and every second while the event loop is busy over half the time', () => {
    expect(progressPublishMs(0)).toBe(250);
    expect(progressPublishMs(0.5)).toBe(250);
    expect(progressPublishMs(0.51)).toBe(1000);
    expect(progressPublishMs(1)).toBe(1000);
  });
});
