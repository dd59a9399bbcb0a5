import { applyMove, playReadMove, startState, undoMove, type PlayState } from '../play.ts';
import type { Puzzle } from '../puzzles.ts';
import { fail, ok, type Result } from '../result.ts';
import type { RunRequest } from './run-request.ts';

/** The best score a run reached, and the server offset at which it first reached it. */
export interface Best {
  readonly score: number;
  readonly atMs: number;
}

/**
 * A run as its requests made it: the board's play state, the seq of the last request taken,
 * the best score so far (what ranks a score-goal run) and how many hints were taken. The one
 * reducer of runs: the browser applies requests with it at once, the server again as the
 * authority, and both replay stored logs with it (docs/conventions.md#the-same-reducer-on-both-sides: "the same reducer on both sides").
 */
export interface RunState<B = unknown> {
  readonly state: PlayState<B>;
  readonly lastSeq: number;
  readonly best: Best;
  /** Hints taken (one is enough to unrank the run; a server limits how many a run may take). */
  readonly hints: number;
}

export function startRun<B>(puzzle: Puzzle<B>): RunState<B> {
  const state = startState(puzzle);
  return { state, lastSeq: 0, best: { score: state.score, atMs: 0 }, hints: 0 };
}

/**
 * What a request does to the board alone. A hint changes nothing there: its move is played as a
 * move of its own. `play` plays a move: as untrusted JSON by default, or one already read.
 */
export function applyRequest<B>(puzzle: Puzzle<B>, state: PlayState<B>, request: RunRequest, play: typeof applyMove<B> = applyMove): Result<PlayState<B>> {
  if (request.kind === 'move') return play(puzzle, state, request.move);
  if (request.kind === 'undo') return undoMove(puzzle, state);
  return ok(state);
}

/** Moves a run's best along after a request: only a strictly higher score is a new best. */
export const nextBest = (best: Best, state: PlayState, atMs: number): Best => (state.score > best.score ? { score: state.score, atMs } : best);

/** Refuses a seq that is not past the last one taken (a stale or repeated request). */
export function checkSeq(run: Pick<RunState, 'lastSeq'>, seq: number): Result<number> {
  if (seq > run.lastSeq) return ok(seq);
  return fail('stale_seq', `seq ${seq} is stale: the last accepted seq is ${run.lastSeq}; send ${run.lastSeq + 1} next.`);
}

/**
 * Takes request `seq` at server offset `atMs` (0 where no clock is known, as in the browser
 * before the server answers), or says why the rules refuse it; the run is never changed in place.
 */
export function stepRun<B>(puzzle: Puzzle<B>, run: RunState<B>, request: RunRequest, seq: number, atMs: number): Result<RunState<B>> {
  const fresh = checkSeq(run, seq);
  if (!fresh.ok) return fresh;
  return advanceRun(run, request, applyRequest(puzzle, run.state, request), seq, atMs);
}

/**
 * `stepRun` for an authority that has checked `seq` (`checkSeq`) and read the move (`readMove`)
 * ahead of the rules, to refuse early and to tell a bad payload from a refused move: the rules
 * then take the request without checking or reading it again.
 */
export function stepCheckedRun<B>(puzzle: Puzzle<B>, run: RunState<B>, request: RunRequest, seq: number, atMs: number): Result<RunState<B>> {
  return advanceRun(run, request, applyRequest(puzzle, run.state, request, playReadMove), seq, atMs);
}

function advanceRun<B>(run: RunState<B>, request: RunRequest, next: Result<PlayState<B>>, seq: number, atMs: number): Result<RunState<B>> {
  if (!next.ok) return next;
  if (request.kind === 'hint') return ok({ ...run, lastSeq: seq, hints: run.hints + 1 });
  return ok({ state: next.value, lastSeq: seq, best: nextBest(run.best, next.value, atMs), hints: run.hints });
}
