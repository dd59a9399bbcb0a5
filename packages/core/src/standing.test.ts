import { describe, expect, it } from 'vitest';
import { rulesOf } from './puzzles.ts';
import { liveStanding, type StandingEntry } from './standing.ts';

type Run = { status: string; timeMs?: number | null; moves?: number; score?: number; remaining?: number | null; finishedAt?: number | null };
const entry = (id: string, run: Run | null, progress = 0, out = false): StandingEntry => ({
  id,
  result: run && { timeMs: null, moves: 10, score: 0, remaining: null, finishedAt: null, ...run },
  out,
  progress,
});
const places = (game: 'fifteen' | 'same' | 'walls', entries: StandingEntry[]) => Object.fromEntries(liveStanding(rulesOf(game), entries));

describe('a race live standing', () => {
  it('puts a Same racer who got stuck first behind one still playing with fewer blocks left, or as many and more points', () => {
    const stuck = entry('stuck', { status: 'stuck', timeMs: 30_000, finishedAt: 30_000, remaining: 12, score: 300 }, 0.8);
    expect(places('same', [stuck, entry('fewerLeft', { status: 'playing', remaining: 9, score: 100 }, 0.85)])).toEqual({ fewerLeft: 1, stuck: 2 });
    expect(places('same', [stuck, entry('morePoints', { status: 'playing', remaining: 12, score: 420 }, 0.8)])).toEqual({ morePoints: 1, stuck: 2 });
    expect(places('same', [stuck, entry('behind', { status: 'playing', remaining: 40, score: 900 }, 0.4)])).toEqual({ stuck: 1, behind: 2 });
    // A cleared board is ahead of every board not cleared.
    const cleared = entry('cleared', { status: 'solved', timeMs: 50_000, finishedAt: 50_000, remaining: 0, score: 100 }, 1);
    expect(places('same', [stuck, cleared])).toEqual({ cleared: 1, stuck: 2 });
  });

  it('ranks a finish game finished boards first by time, then the runs in play by progress, the ones out last', () => {
    const standing = places('fifteen', [
      entry('slow', { status: 'solved', timeMs: 40_000, finishedAt: 40_000 }, 1),
      entry('playing', { status: 'playing' }, 0.6),
      entry('fast', { status: 'solved', timeMs: 20_000, finishedAt: 20_000 }, 1),
      entry('gaveUp', { status: 'gave_up' }, 0.9, true),
      entry('further', { status: 'playing' }, 0.7),
      entry('hinted', { status: 'solved', timeMs: 10_000, finishedAt: 10_000 }, 1, true),
    ]);
    expect(standing).toEqual({ fast: 1, slow: 2, further: 3, playing: 4, gaveUp: 5, hinted: 5 });
  });

  it('ranks a walls run in play by its best path so far, then when it was reached', () => {
    const standing = places('walls', [
      entry('handedIn', { status: 'ended', score: 30, timeMs: 50_000, finishedAt: 60_000 }),
      entry('longer', { status: 'playing', score: 34, timeMs: 70_000 }),
      entry('sooner', { status: 'playing', score: 30, timeMs: 40_000 }),
    ]);
    expect(standing).toEqual({ longer: 1, sooner: 2, handedIn: 3 });
  });

  it('shares a place on a tie, and has everyone first before anything tells them apart', () => {
    expect(places('fifteen', [entry('a', null), entry('b', { status: 'playing' }), entry('c', null, 0.1)])).toEqual({ c: 1, a: 2, b: 2 });
    expect(places('walls', [entry('a', { status: 'playing', score: 0 }), entry('b', { status: 'playing', score: 0 })])).toEqual({ a: 1, b: 1 });
  });
});
