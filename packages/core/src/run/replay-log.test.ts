import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../registry.ts';
import { seededPuzzle, solvePuzzle } from '../puzzles.ts';
import { expectOk } from '../result.ts';
import { replayLog } from './replay-log.ts';
import { logEntryOf, type LoggedRequest } from './run-request.ts';
import { startRun, stepRun, type RunState } from './run-state.ts';
import { requestArbitrary, SMALL_PARAMS } from './test-support/requests.ts';

describe.each(GAMES)('replaying a %s log', (game) => {
  const puzzle = solvePuzzle(expectOk(seededPuzzle(game, SMALL_PARAMS[game], 'replay')));

  it('rebuilds the run that taking its requests one by one made', () => {
    fc.assert(
      fc.property(fc.array(requestArbitrary(puzzle), { maxLength: 40 }), (requests) => {
        let run: RunState = startRun(puzzle);
        const log: LoggedRequest[] = [];
        for (const [i, request] of requests.entries()) {
          const atMs = 100 * i;
          const next = stepRun(puzzle, run, request, run.lastSeq + 1, atMs);
          if (!next.ok) continue;
          run = next.value;
          log.push(logEntryOf(request, run.lastSeq, atMs));
        }
        const replayed = replayLog(puzzle, log);
        expect(replayed.failure).toBeUndefined();
        expect(replayed).toEqual(run);
      }),
      { numRuns: 60 },
    );
  });

  it('stops at the first entry that does not replay, saying where and why', () => {
    const [first, second] = puzzle.solution;
    const log: LoggedRequest[] = [
      { seq: 1, kind: 'move', move: first, atMs: 10 },
      { seq: 2, kind: 'hint', move: second, atMs: 20 },
      { seq: 3, kind: 'move', move: { bogus: true }, atMs: 30 },
      { seq: 4, kind: 'move', move: second, atMs: 40 },
    ];
    const replayed = replayLog(puzzle, log);
    expect(replayed.lastSeq).toBe(2);
    expect(replayed.hints).toBe(1);
    expect(replayed.state.moves).toBeGreaterThan(0);
    expect(replayed.failure).toMatchObject({ seq: 3, code: 'invalid_move' });
    expect(replayLog(puzzle, [log[0]!, { ...log[0]!, atMs: 11 }]).failure).toEqual({ seq: 1, code: 'bad_log', message: 'seq out of order' });
  });

  it('gives the start when the log is empty', () => {
    expect(replayLog(puzzle, [])).toEqual(startRun(puzzle));
  });
});
