import { expectOk, seededPuzzle, solvePuzzle, type LoggedRequest } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { humanOffsetsMs } from '../../test/support/human-pace.ts';
import { judgeEndedRun, type JudgementLookups } from './judgement.ts';

const puzzle = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 4 }, 'judgement')));
/** The solver's line with a slide taken back first: a line of the player's own. */
const ownLine = [{ kind: 'move' as const, move: puzzle.solution[0] }, { kind: 'undo' as const, move: null }, ...puzzle.solution.map((move) => ({ kind: 'move' as const, move }))];
const logAt = (entries: readonly { kind: LoggedRequest['kind']; move: unknown }[], offsets: (i: number) => number): LoggedRequest[] =>
  entries.map((entry, i) => ({ seq: i + 1, kind: entry.kind, move: entry.move, atMs: offsets(i) }));
const humanOffsets = humanOffsetsMs(ownLine.length);
const human = (i: number) => humanOffsets[i]!;
const script = (i: number) => 10 + i * 9;

const lookups = (bot: boolean, copied: string | null): JudgementLookups & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    isBot: async () => bot,
    copiedRun: async (_puzzleId, key) => {
      asked.push(key);
      return copied;
    },
  };
};
const run = (log: LoggedRequest[], ranked = true) => ({ id: 'r', playerId: 'p', puzzle, solved: true, ranked, log });

describe("a run's judgement as it ends", () => {
  it("flags a person's account playing at a script's pace, and lets a person's pace stand", async () => {
    const flagged = await judgeEndedRun(lookups(false, null), run(logAt(ownLine, script)));
    expect(flagged.flagged?.reasons.map((reason) => reason.code)).toContain('faster_than_people');
    expect((await judgeEndedRun(lookups(false, null), run(logAt(ownLine, human)))).flagged).toBeNull();
  });

  it("does not judge a bot's timing, but flags its copy of another player's log", async () => {
    expect((await judgeEndedRun(lookups(true, null), run(logAt(ownLine, script)))).flagged).toBeNull();
    const copy = await judgeEndedRun(lookups(true, 'theirs'), run(logAt(ownLine, script)));
    expect(copy.flagged).toMatchObject({ copiedFrom: 'theirs', reasons: [{ code: 'copied_log' }] });
  });

  it("never takes the solver's own line for a copy, nor looks it up", async () => {
    const checks = lookups(true, 'theirs');
    const judged = await judgeEndedRun(
      checks,
      run(
        logAt(
          puzzle.solution.map((move) => ({ kind: 'move' as const, move })),
          script,
        ),
      ),
    );
    expect(judged.flagged).toBeNull();
    expect(judged.movesKey).not.toBeNull();
    expect(checks.asked).toEqual([]);
  });

  it('keeps only the moves key of an unranked run: it is on no board', async () => {
    const checks = lookups(false, 'theirs');
    const judged = await judgeEndedRun(checks, run(logAt(ownLine, script), false));
    expect(judged).toMatchObject({ flagged: null, movesKey: expect.any(String) });
    expect(checks.asked).toEqual([]);
  });
});
