import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectOk } from '../result.ts';
import { seededPuzzle, solvePuzzle } from '../puzzles.ts';
import { GAMES, RULES } from '../registry.ts';
import { judgeRun, MIN_INTERVALS_FOR_SHAPE } from './plausibility.ts';
import { HUMAN_PROFILES, humanIntervals, logOf } from './test-support.ts';

const daily4x4 = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 4 }, 'plausibility-daily')));

/** The bot of issue 35: the daily solved offline, then played at 9-10 ms a move with one 60 ms pause every 19 moves, 566 ms in all. */
function botLog(moves: number): { atMs: number }[] {
  const intervals = Array.from({ length: moves - 1 }, (_, i) => ((i + 1) % 19 === 0 ? 60 : 9 + (i % 2)));
  return logOf(intervals, 12);
}

const codes = (result: ReturnType<typeof judgeRun>) => result.evidence.reasons.map((reason) => reason.code);

describe('judging a whole run', () => {
  it('flags the bot that solved a 4x4 daily optimally in about half a second', () => {
    const log = botLog(daily4x4.solution.length);
    const result = judgeRun(daily4x4, { log, solved: true });
    expect(result.plausible).toBe(false);
    expect(codes(result)).toEqual(['faster_than_people', 'sustained_fast', 'too_regular']);
    expect(result.evidence.totalMs).toBe(log.at(-1)!.atMs);
    expect(result.evidence.totalMs).toBeLessThan(700);
    expect(result.evidence.humanBestMs).toBeGreaterThan(1_000);
    expect(result.evidence.humanFloorMs).toBe(RULES.fifteen.humanPace.floorMs);
    expect(result.evidence.intervals.reduce((sum, bin) => sum + bin.count, 0)).toBe(log.length - 1);
  });

  it("flags another player's log replayed at a steady 55 ms a move, although its total is a person's", () => {
    const human = logOf(humanIntervals('replayed', 90, HUMAN_PROFILES.fastKeyboard), 900);
    const replayed = logOf(
      Array.from({ length: human.length - 1 }, (_, i) => 55 + (i % 3) - 1),
      300,
    );
    const result = judgeRun(daily4x4, { log: replayed, solved: true });
    expect(codes(result)).toEqual(['too_regular']);
    expect(judgeRun(daily4x4, { log: human, solved: true }).plausible).toBe(true);
  });

  it('flags a script that waits a random 40-44 ms: a few percent of jitter is not a person', () => {
    let state = 7;
    const intervals = Array.from({ length: 60 }, () => 40 + ((state = (state * 31 + 11) % 97) % 5));
    expect(codes(judgeRun(daily4x4, { log: logOf(intervals, 200), solved: true }))).toContain('too_regular');
  });

  it('judges a short run by its total alone: a few quick requests are not a shape', () => {
    const short = logOf([5, 5, 5, 5], 400);
    expect(judgeRun({ ...daily4x4, par: 5 }, { log: short, solved: false }).plausible).toBe(true);
    expect(MIN_INTERVALS_FOR_SHAPE).toBeGreaterThan(short.length);
  });

  it('bounds an easy board by its par: a board two moves from home is no record', () => {
    const easy = { ...daily4x4, par: 2 };
    expect(judgeRun(easy, { log: logOf([180], 350), solved: true }).plausible).toBe(true);
    expect(codes(judgeRun(easy, { log: logOf([1], 2), solved: true }))).toEqual(['faster_than_people']);
  });

  it('does not hold an unsolved run to the time of a solve', () => {
    expect(judgeRun(daily4x4, { log: logOf([300], 100), solved: false }).plausible).toBe(true);
  });
});

describe('people are not flagged', () => {
  const profiles = Object.entries(HUMAN_PROFILES);

  it.each(profiles)('%s on a 4x4 daily, fast experienced play included', (name, profile) => {
    for (let i = 0; i < 40; i += 1) {
      const log = logOf(humanIntervals(`${name}-${i}`, 60 + (i % 5) * 20, profile), 600 + i * 37);
      const result = judgeRun(daily4x4, { log, solved: true });
      expect(result.evidence.reasons, `${name} #${i}`).toEqual([]);
    }
  });

  it.each(GAMES)('on %s, at the pace of fast people on its boards', (game) => {
    const puzzle = solvePuzzle(expectOk(seededPuzzle(game, RULES[game].samples.small, 'people')));
    const floor = RULES[game].humanPace.floorMs;
    const profile = { burstMs: floor * 2, burstLength: 8, pauseMs: floor * 10 };
    for (let i = 0; i < 20; i += 1) {
      const log = logOf(humanIntervals(`${game}-${i}`, 40 + i * 3, profile), 1_500);
      expect(judgeRun(puzzle, { log, solved: true }).evidence.reasons, `${game} #${i}`).toEqual([]);
    }
  });

  it('whatever their pace, as long as it varies as people vary and stays above the floor', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 20, max: 200 }),
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 70, max: 3_000 }),
        (seed, count, burstLength, burstMs) => {
          const log = logOf(humanIntervals(seed, count, { burstMs, burstLength, pauseMs: burstMs * 5 }), 800);
          const result = judgeRun({ ...daily4x4, par: null }, { log, solved: true });
          expect(result.evidence.reasons).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
