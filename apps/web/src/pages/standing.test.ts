import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry, RunSummary } from '../client/api.ts';
import { standingOf } from './standing.ts';
// The games' own words come with their views, as in the app.
import '../views/registry.ts';

const run = (runId: string, extra: Partial<RunSummary> = {}): RunSummary => ({
  runId,
  puzzleId: 'fifteen.v1.4.day',
  game: 'fifteen',
  status: 'playing',
  ranked: true,
  timeMs: null,
  moves: 0,
  score: 0,
  startedAt: '2026-05-01T10:00:00.000Z',
  finishedAt: null,
  ...extra,
});

const entry = (runId: string, rank: number): LeaderboardEntry => ({
  rank,
  player: { id: 'p', name: 'P', guest: true },
  timeMs: 83_400,
  moves: 60,
  score: 0,
  runId,
  finishedAt: '2026-05-01T10:01:23.400Z',
});

describe("a player's standing on a daily", () => {
  it('tells a daily in progress from one given up, and both from one never played', () => {
    expect(standingOf('fifteen', [], null)).toEqual({ kind: 'new', text: 'not played' });
    expect(standingOf('fifteen', [run('a')], { own: null, total: 0 })).toEqual({ kind: 'in-progress', text: 'in progress' });
    expect(standingOf('fifteen', [run('a', { moves: 12 })], { own: null, total: 3 }).text).toBe('in progress · 12 moves');
    expect(standingOf('fifteen', [run('a', { moves: 1 })], { own: null, total: 3 }).text).toBe('in progress · 1 move');
    expect(standingOf('fifteen', [run('a', { status: 'gave_up', moves: 12 })], { own: null, total: 3 })).toEqual({ kind: 'gave-up', text: 'gave up' });
  });

  it('gives the ranked result with its rank, and says when another run is under way', () => {
    const solved = run('a', { status: 'solved', timeMs: 83_400, moves: 60 });
    expect(standingOf('fifteen', [solved], { own: entry('a', 4), total: 9 })).toEqual({ kind: 'ranked', text: 'solved 1:23.4 · rank 4 of 9' });
    expect(standingOf('fifteen', [run('b'), solved], { own: entry('a', 4), total: 9 }).text).toBe('solved 1:23.4 · rank 4 of 9 · playing again');
    // Its run no longer listed (a player with very many runs): the rank alone.
    expect(standingOf('fifteen', [], { own: entry('a', 4), total: 9 }).text).toBe('rank 4 of 9');
  });

  it("says each game's result its own way", () => {
    const board = { own: entry('a', 1), total: 1 };
    expect(standingOf('walls', [run('a', { game: 'walls', status: 'ended', score: 27, timeMs: 15_900 })], board).text).toBe('path 27 at 0:15.9 · rank 1 of 1');
    expect(standingOf('same', [run('a', { game: 'same', status: 'solved', timeMs: 83_400 })], board).text).toBe('cleared 1:23.4 · rank 1 of 1');
    expect(standingOf('same', [run('a', { game: 'same', status: 'stuck', score: 412 })], board).text).toBe('412 points · rank 1 of 1');
  });

  it('says a finished run that does not rank is unranked', () => {
    const hinted = run('a', { status: 'solved', ranked: false, timeMs: 83_400 });
    expect(standingOf('fifteen', [hinted], { own: null, total: 2 })).toEqual({ kind: 'unranked', text: 'solved 1:23.4, unranked' });
  });
});
