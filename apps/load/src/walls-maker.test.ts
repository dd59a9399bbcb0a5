import { setTimeout as wait } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PhaseStats } from './stats.ts';
import { startWallsMaker } from './walls-maker.ts';

describe('the walls maker', () => {
  it('asks for nothing, and does not fail, when none of its players could be created', async () => {
    const stats = new PhaseStats();
    const maker = startWallsMaker([], 0.005, stats);
    await wait(30);
    await maker.stop(10);
    expect(stats.wallsPuzzles).toBe(0);
    expect(stats.errorCount).toBe(0);
  });
});
