import { describe, expect, it } from 'vitest';
import { playerGameStats, type StatsRun } from './player-stats.ts';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const HOUR = 3_600_000;

let counter = 0;
function run(fields: Partial<StatsRun>): StatsRun {
  counter += 1;
  return { id: `r${counter}`, status: 'solved', startedAt: T0 + counter * HOUR, timeMs: 10_000, moves: 40, score: 0, par: 30, dailyDate: null, ...fields };
}

describe('playerGameStats, a finish game (fifteen)', () => {
  const runs: StatsRun[] = [
    run({ id: 'a', timeMs: 20_000, moves: 50 }),
    run({ id: 'b', timeMs: 12_000, moves: 40 }),
    run({ id: 'c', status: 'gave_up', timeMs: null, moves: 7 }),
    run({ id: 'd', timeMs: 12_000, moves: 60 }), // ties b's time: b, the earlier, keeps the best
    run({ id: 'e', timeMs: 16_000, moves: 32 }),
    run({ id: 'f', timeMs: 30_000, moves: 45 }),
    run({ id: 'g', status: 'playing', timeMs: null, moves: 3 }), // still in play: left out
  ];
  const stats = playerGameStats('fifteen', 'fifteen.v1.3', runs, '2026-03-01');

  it('counts ended runs and solves', () => {
    expect(stats).toMatchObject({ game: 'fifteen', goal: 'finish', averageOf: 'time', bestFigure: 'moves', runs: 6, solves: 5 });
  });

  it('keeps the personal bests, the earlier run on a tie, and no score best', () => {
    expect(stats.bests).toEqual({ time: { value: 12_000, runId: 'b' }, moves: { value: 32, runId: 'e' }, score: null });
  });

  it('averages five with the given-up run as the dropped worst', () => {
    // Last five: b 12, c DNF, d 12, e 16, f 30 -> drop DNF and 12 -> (12 + 16 + 30) / 3 s.
    // First five: a 20, b 12, c DNF, d 12, e 16 -> drop DNF and 12 -> (20 + 12 + 16) / 3 = 16 s.
    expect(stats.averages[0]).toEqual({ size: 5, current: 58_000 / 3, best: 16_000 });
    expect(stats.averages.slice(1)).toEqual([
      { size: 12, current: null, best: null },
      { size: 100, current: null, best: null },
    ]);
  });

  it('gives moves per second over solved runs and efficiency as par / moves', () => {
    // (50 + 40 + 60 + 32 + 45) moves in (20 + 12 + 12 + 16 + 30) s = 227 / 90; best: d, 60 / 12 = 5.
    expect(stats.movesPerSecond?.mean).toBeCloseTo(227 / 90, 10);
    expect(stats.movesPerSecond?.best).toBe(5);
    // 30/50, 30/40, 30/60, 30/32, 30/45.
    expect(stats.efficiency?.mean).toBeCloseTo((0.6 + 0.75 + 0.5 + 0.9375 + 30 / 45) / 5, 10);
    expect(stats.efficiency?.best).toBe(0.9375);
  });

  it('has no figures at all without ended runs', () => {
    const empty = playerGameStats('fifteen', 'fifteen.v1.3', [run({ status: 'playing' })], '2026-03-01');
    expect(empty).toMatchObject({ runs: 0, solves: 0, bests: { time: null, moves: null, score: null }, movesPerSecond: null, efficiency: null });
    expect(empty.streak).toEqual({ current: 0, longest: 0 });
  });
});

describe('playerGameStats, a score game (walls)', () => {
  const runs: StatsRun[] = [
    run({ id: 'w1', status: 'ended', score: 40, par: 50, timeMs: 60_000 }),
    run({ id: 'w2', status: 'solved', score: 55, par: 50, timeMs: 90_000 }),
    run({ id: 'w3', status: 'ended', score: 55, par: 50, timeMs: 30_000 }), // ties w2's score: w2 keeps it
    run({ id: 'w4', status: 'ended', score: 20, par: null }),
    run({ id: 'w5', status: 'ended', score: 45, par: 50 }),
  ];
  const stats = playerGameStats('walls', 'walls.v1.normal', runs, '2026-03-01');

  it('keeps the highest score and averages scores, higher being better', () => {
    expect(stats).toMatchObject({ goal: 'score', averageOf: 'score', bestFigure: 'score', runs: 5, solves: 1 });
    expect(stats.bests.score).toEqual({ value: 55, runId: 'w2' });
    // 40 55 55 20 45: drop 55 and 20 -> (40 + 55 + 45) / 3.
    expect(stats.averages[0]).toEqual({ size: 5, current: 140 / 3, best: 140 / 3 });
  });

  it('gives efficiency as score / par where par is known', () => {
    expect(stats.efficiency?.mean).toBeCloseTo((0.8 + 1.1 + 1.1 + 0.9) / 4, 10);
    expect(stats.efficiency?.best).toBeCloseTo(1.1, 10);
  });
});

describe('playerGameStats, daily streaks', () => {
  const daily = (date: string, startedAt: string, fields: Partial<StatsRun> = {}) => run({ dailyDate: date, startedAt: Date.parse(startedAt), ...fields });

  it('counts a daily started before UTC midnight on its own day, and the next day after it', () => {
    const runs = [daily('2026-03-01', '2026-03-01T23:59:30Z'), daily('2026-03-02', '2026-03-02T00:00:10Z')];
    expect(playerGameStats('fifteen', 'fifteen.v1.3', runs, '2026-03-02').streak).toEqual({ current: 2, longest: 2 });
  });

  it('breaks on a missed day, and does not count a daily played on a later day, a given-up one or one in play', () => {
    const runs = [
      daily('2026-03-01', '2026-03-01T08:00:00Z'),
      daily('2026-03-02', '2026-03-02T08:00:00Z'),
      daily('2026-03-03', '2026-03-03T08:00:00Z'),
      // 2026-03-04 missed: its daily played a day late does not mend the streak.
      daily('2026-03-04', '2026-03-05T08:00:00Z'),
      daily('2026-03-05', '2026-03-05T09:00:00Z'),
      daily('2026-03-06', '2026-03-06T09:00:00Z', { status: 'gave_up', timeMs: null }),
      daily('2026-03-07', '2026-03-07T09:00:00Z', { status: 'playing', timeMs: null }),
    ];
    expect(playerGameStats('fifteen', 'fifteen.v1.3', runs, '2026-03-05').streak).toEqual({ current: 1, longest: 3 });
    expect(playerGameStats('fifteen', 'fifteen.v1.3', runs, '2026-03-07').streak).toEqual({ current: 0, longest: 3 });
  });
});

describe('playerGameStats, what the player page draws', () => {
  it('gives the results with the running average of 12, a given-up run as no value', () => {
    const times = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].map((s) => s * 1000);
    const runs = [...times.map((timeMs, i) => run({ id: `h${i}`, timeMs })), run({ id: 'dnf', status: 'gave_up', timeMs: null })];
    const { history } = playerGameStats('fifteen', 'fifteen.v1.3', runs, '2026-03-01');
    expect(history.map((point) => point.value)).toEqual([...times, null]);
    expect(history.slice(0, 11).every((point) => point.average12 === null)).toBe(true);
    // 10..21 s: drop 10 and 21 -> mean of 11..20 = 15.5 s; 11..22: 16.5 s; 12..22 + DNF: drop 12 and the DNF -> mean of 13..22 = 17.5 s.
    expect(history.slice(11).map((point) => point.average12)).toEqual([15_500, 16_500, 17_500]);
    expect(history[0]).toMatchObject({ runId: 'h0', at: runs[0]?.startedAt });
  });

  it('lists the days of the last 53 weeks with a counting daily, oldest first, once each', () => {
    const runs = [
      run({ dailyDate: '2025-02-01', startedAt: Date.parse('2025-02-01T10:00:00Z') }), // more than a year ago
      run({ dailyDate: '2026-02-27', startedAt: Date.parse('2026-02-27T10:00:00Z') }),
      run({ dailyDate: '2026-02-28', startedAt: Date.parse('2026-02-28T10:00:00Z') }),
      run({ dailyDate: '2026-02-28', startedAt: Date.parse('2026-02-28T11:00:00Z') }),
      run({ dailyDate: '2026-03-01', startedAt: Date.parse('2026-03-01T10:00:00Z'), status: 'gave_up', timeMs: null }),
    ];
    const stats = playerGameStats('fifteen', 'fifteen.v1.3', runs, '2026-03-01');
    expect(stats.dailyDays).toEqual(['2026-02-27', '2026-02-28']);
    expect(stats.streak).toEqual({ current: 2, longest: 2 });
  });
});
