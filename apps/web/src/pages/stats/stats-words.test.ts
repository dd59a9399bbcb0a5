import { describe, expect, it } from 'vitest';
import type { GameStats } from '../../client/api.ts';
import { dailyShareText } from '../share.ts';
import { figureText, parStrip, runMoments, standingWords, statFigures } from './stats-words.ts';

const base = (over: Partial<GameStats>): GameStats => ({
  game: 'fifteen',
  kind: 'fifteen.v1.4',
  kinds: [],
  goal: 'finish',
  averageOf: 'time',
  bestFigure: 'moves',
  runs: 0,
  solves: 0,
  bests: { time: null, moves: null, score: null },
  averages: [5, 12, 100].map((size) => ({ size, current: null, best: null })),
  movesPerSecond: null,
  efficiency: null,
  streak: { current: 0, longest: 0 },
  history: [],
  dailyDays: [],
  ...over,
});

describe('statistics in words', () => {
  it("tells the standing by the game's goal", () => {
    expect(standingWords('fifteen', 73.4, true)).toBe("faster than 73 % of today's players");
    expect(standingWords('walls', 50, false)).toBe("scored higher than 50 % of that day's players");
    expect(standingWords('pipes', null, true)).toBe("the only one of today's players so far");
  });

  it("gives times as times and scores in the game's words", () => {
    expect(figureText('fifteen', 15_500)).toBe('0:15.5');
    expect(figureText('walls', 140 / 3)).toBe('path 46.7');
    expect(figureText('fifteen', null)).toBe('—');
  });

  it('strips par: at par a full row and a star, short of it part of the row', () => {
    expect(parStrip('fifteen', 40, 0, 40)).toBe('🟩🟩🟩🟩🟩 ⭐');
    expect(parStrip('fifteen', 100, 0, 40)).toBe('🟩🟩⬜⬜⬜');
    expect(parStrip('walls', 3, 30, 50)).toBe('🟩🟩🟩⬜⬜');
    expect(parStrip('fifteen', 40, 0, null)).toBe('');
  });

  it('lists the figures that the game has', () => {
    const labels = statFigures(base({ bests: { time: { value: 9000, runId: 'a' }, moves: { value: 30, runId: 'a' }, score: null } })).map((f) => f.label);
    expect(labels.slice(0, 4)).toEqual(['Ranked runs', 'Solves', 'Best time', 'Fewest moves']);
    expect(labels).toContain('Best average of 12');
  });

  it("gives a finish game's best score in points, not as a time", () => {
    const figures = statFigures(base({ game: 'same', bestFigure: 'score', bests: { time: { value: 9000, runId: 'a' }, moves: null, score: { value: 1016, runId: 'a' } } }));
    expect(figures.find((f) => f.label === 'Best time')?.text).toBe('0:09.0');
    expect(figures.find((f) => f.text.includes('1,016 points'))).toBeDefined();
    expect(figures.some((f) => f.text.includes('0:01.0'))).toBe(false);
  });
});

describe('the moments of a finished run', () => {
  it('says a new best, a new best average and a streak carried on', () => {
    const stats = base({
      runs: 14,
      solves: 14,
      bests: { time: { value: 9000, runId: 'r9' }, moves: { value: 30, runId: 'r2' }, score: null },
      averages: [
        { size: 5, current: 11_000, best: 11_000 },
        { size: 12, current: 12_000, best: 11_500 },
        { size: 100, current: null, best: null },
      ],
      history: [{ runId: 'r9', at: 0, value: 9000, average12: 12_000 }],
      streak: { current: 4, longest: 4 },
      dailyDays: ['2026-03-03'],
    });
    expect(runMoments(stats, 'r9', '2026-03-03')).toEqual(['New personal best: 0:09.0', 'New best average of 5: 0:11.0', 'Daily streak: 4 days in a row']);
    expect(runMoments(stats, 'other', null)).toEqual([]);
    // The very first solve is no news.
    expect(runMoments({ ...stats, runs: 1, solves: 1, averages: [], streak: { current: 1, longest: 1 } }, 'r9', '2026-03-03')).toEqual([]);
  });

  it("says a board's first best as such, after other boards of the game, and compares no board with another", () => {
    const played = (kind: string, runs: number) => ({ kind, params: null, board: '', runs, lastPlayedAt: 0 });
    // A first 3x3 after 4x4s: this board's first best, not a best against the 4x4s.
    const threes = base({ kind: 'fifteen.v1.3', kinds: [played('fifteen.v1.3', 1), played('fifteen.v1.4', 9)], runs: 1, solves: 1, bests: { time: { value: 50_000, runId: 'r1' }, moves: { value: 40, runId: 'r1' }, score: null } });
    expect(runMoments(threes, 'r1', null)).toEqual(['Personal best on 3×3 (your first): 0:50.0']);
    // A Walls journey level played a first time, after the level before it.
    const level = base({ game: 'walls', goal: 'score', averageOf: 'score', bestFigure: 'score', kind: 'walls.v1.8x5w4c0r10', kinds: [played('walls.v1.8x5w4c0r10', 1), played('walls.v1.7x4w3c0r10', 3)], runs: 1, solves: 0, bests: { time: null, moves: null, score: { value: 5, runId: 'w1' } } });
    expect(runMoments(level, 'w1', null)).toEqual(['Personal best on 8×5, journey level 2 (your first): path 5']);
    // The first of the only board played is no news, as before.
    expect(runMoments({ ...threes, kinds: [played('fifteen.v1.3', 1)] }, 'r1', null)).toEqual([]);
  });
});

describe('the daily share text', () => {
  it('gives game, day, time, moves against par, a strip and the standing', () => {
    const text = dailyShareText({
      game: 'fifteen',
      date: '2026-03-03',
      timeMs: 42_100,
      moves: 50,
      score: 0,
      par: 40,
      standing: "faster than 73 % of today's players",
      url: 'https://gridrace.example/daily/fifteen',
    });
    expect(text).toBe("Gridrace Fifteen daily 2026-03-03\n⏱ 0:42.1 · 50 moves (par 40)\n🟩🟩🟩🟩⬜ faster than 73 % of today's players\nhttps://gridrace.example/daily/fifteen");
  });

  it('gives a score game its score and goal', () => {
    const text = dailyShareText({ game: 'walls', date: '2026-03-03', timeMs: 9000, moves: 12, score: 50, par: 50, standing: null, url: 'u' });
    expect(text).toBe('Gridrace Walls daily 2026-03-03\npath 50 (goal 50) · ⏱ 0:09.0\n🟩🟩🟩🟩🟩 ⭐\nu');
  });
});
