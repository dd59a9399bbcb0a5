import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, readMove, startState, undoMove } from '../play.ts';
import { hint } from './hint.ts';
import { GAMES } from '../registry.ts';
import { seededPuzzle, solvePuzzle } from '../puzzles.ts';
import { expectOk } from '../result.ts';
import { applyRequest, checkSeq, startRun, stepCheckedRun, stepRun, type RunState } from './run-state.ts';
import type { RunRequest } from './run-request.ts';
import { requestArbitrary, SMALL_PARAMS } from './test-support/requests.ts';

describe.each(GAMES)('the run reducer on %s', (game) => {
  const puzzle = solvePuzzle(expectOk(seededPuzzle(game, SMALL_PARAMS[game], 'reducer')));

  it('applies a move and an undo as the rules do, and a hint changes no board', () => {
    const start = startState(puzzle);
    const move = puzzle.solution[0];
    const moved = expectOk(applyRequest(puzzle, start, { kind: 'move', move }));
    expect(moved).toEqual(expectOk(applyMove(puzzle, start, move)));
    expect(applyRequest(puzzle, moved, { kind: 'undo' })).toEqual(undoMove(puzzle, moved));
    expect(expectOk(applyRequest(puzzle, moved, { kind: 'hint', move: hint(puzzle, moved) }))).toBe(moved);
  });

  it('takes requests in seq order only, and a refused request changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(requestArbitrary(puzzle), fc.integer({ min: -1, max: 2 })), { maxLength: 40 }), (steps) => {
        let run: RunState = startRun(puzzle);
        for (const [[request, skip], atMs] of steps.map((step, i) => [step, i * 10] as const)) {
          const seq = run.lastSeq + skip;
          const next = stepRun(puzzle, run, request, seq, atMs);
          if (seq <= run.lastSeq) {
            expect(next).toEqual(checkSeq(run, seq));
            continue;
          }
          const board = applyRequest(puzzle, run.state, request);
          expect(next.ok).toBe(board.ok);
          if (!next.ok) continue;
          expect(next.value.state).toEqual(board.ok ? board.value : null);
          expect(next.value.lastSeq).toBe(seq);
          expect(next.value.hints).toBe(run.hints + (request.kind === 'hint' ? 1 : 0));
          // The best only ever rises, and keeps the offset at which it was first reached.
          const rose = next.value.state.score > run.best.score && request.kind !== 'hint';
          expect(next.value.best).toEqual(rose ? { score: next.value.state.score, atMs } : run.best);
          run = next.value;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('takes a request whose seq was checked and whose move was read as it takes it unread', () => {
    fc.assert(
      fc.property(fc.array(requestArbitrary(puzzle), { maxLength: 40 }), (requests) => {
        let run: RunState = startRun(puzzle);
        for (const [i, request] of requests.entries()) {
          const seq = run.lastSeq + 1;
          const next = stepRun(puzzle, run, request, seq, i * 10);
          const read = request.kind === 'move' ? readMove(puzzle, request.move) : null;
          if (read && !read.ok) {
            expect(next.ok).toBe(false);
            continue;
          }
          const checked: RunRequest = read ? { kind: 'move', move: read.value } : request;
          expect(stepCheckedRun(puzzle, run, checked, seq, i * 10)).toEqual(next);
          if (next.ok) run = next.value;
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('checkSeq', () => {
  it('says which seq to send next', () => {
    expect(checkSeq({ lastSeq: 4 }, 5)).toEqual({ ok: true, value: 5 });
    expect(checkSeq({ lastSeq: 4 }, 4)).toEqual({
      ok: false,
      error: { code: 'stale_seq', message: 'seq 4 is stale: the last accepted seq is 4; send 5 next.' },
    });
  });
});
