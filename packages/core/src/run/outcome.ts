import type { Goal, RankedResult, ResultStatus } from '../goal.ts';
import type { PlayState } from '../play.ts';
import type { Puzzle } from '../puzzles.ts';
import type { Best, RunState } from './run-state.ts';

/** What a stored run's result becomes: the fields that rank it, set or changed, when it ended, and whether it still ranks (a hint unranks it). */
export type ResultUpdate = Partial<RankedResult> & { readonly finishedAt?: number; readonly ranked?: boolean };

/** The result a run holds: what ranks it on the leaderboard. */
export type HeldResult = Pick<RankedResult, 'timeMs' | 'score'>;

/** The figures of a run as it stands, for a racer's progress or a ghost's step. */
export type StandingFigures = Pick<RankedResult, 'moves' | 'score' | 'remaining' | 'timeMs'>;

/** How a run of one goal ends and what it says: the questions the code around a run asks of its goal. */
interface OutcomeRules {
  /** What the stored run says after a request taken at `atMs` (`now`: the clock's time then). */
  afterRequest(puzzle: Puzzle, state: PlayState, best: Best, atMs: number, now: number): ResultUpdate;
  /** The stored run when it ends early, at `atMs` (`endedAt` on the clock). */
  ending(puzzle: Puzzle, state: PlayState, best: Best, atMs: number, endedAt: number): ResultUpdate & { readonly status: ResultStatus };
  /** Whether the replayed run gives the stored result (its moves and hints already checked). */
  verifies(replayed: RunState, stored: StoredResult, lastMoveAtMs: number | undefined): boolean;
  /** The score and ranking time of a run as it stands; `finishMs`: when it ended, null while in play. */
  standing(run: RunState, finishMs: number | null): Pick<RankedResult, 'score' | 'timeMs'>;
  /** When a stored run's play ended, as an offset from its start (`endedAtMs`: when it was closed). */
  endOffset(stored: Pick<RankedResult, 'timeMs'>, endedAtMs: number | null): number | null;
}

/** What a stored run holds that a replay checks: its result, and whether it is ranked. */
export type StoredResult = Pick<RankedResult, 'status' | 'moves' | 'score' | 'timeMs'> & { readonly ranked: boolean };

/** What is left on the board, which ranks runs that did not finish it (docs/runs.md#ranking; `same`: blocks). */
export const remainingOf = (puzzle: Puzzle, state: PlayState): number | null => puzzle.rules.remaining(state.board);

/** The run ends on the move that solves or sticks the board: the clock stops there. */
const FINISH: OutcomeRules = {
  afterRequest(puzzle, state, _best, atMs, now) {
    const common = { moves: state.moves, score: state.score, remaining: remainingOf(puzzle, state) };
    if (state.status === 'playing') return common;
    // The clock stops on the solving (or final) move: its server offset is the run's time.
    return { ...common, status: state.status, timeMs: atMs, finishedAt: now };
  },
  ending: (puzzle, state, _best, atMs, endedAt) => ({
    status: 'gave_up',
    moves: state.moves,
    score: state.score,
    remaining: remainingOf(puzzle, state),
    timeMs: atMs,
    finishedAt: endedAt,
  }),
  verifies(replayed, stored, lastMoveAtMs) {
    if (replayed.state.score !== stored.score) return false;
    if (stored.status === 'solved' || stored.status === 'stuck') return replayed.state.status === stored.status && lastMoveAtMs === stored.timeMs;
    return replayed.state.status === 'playing';
  },
  standing: (run, finishMs) => ({ score: run.state.score, timeMs: finishMs }),
  // Its time is its end: the solving (or final) move.
  endOffset: (stored, endedAtMs) => stored.timeMs ?? endedAtMs,
};

/** The run keeps its best score, timed at when it was first reached, until it is ended or its time runs out. */
const SCORE: OutcomeRules = {
  afterRequest: (_puzzle, state, best) => ({ moves: state.moves, score: best.score, timeMs: best.atMs }),
  ending(puzzle, state, best, _atMs, endedAt) {
    const reachedPar = puzzle.par !== null && best.score >= puzzle.par;
    return { status: reachedPar ? 'solved' : 'ended', moves: state.moves, score: best.score, timeMs: best.atMs, finishedAt: endedAt };
  },
  verifies: (replayed, stored) => replayed.best.score === stored.score && (stored.status === 'playing' || replayed.best.atMs === stored.timeMs),
  standing: (run) => ({ score: run.best.score, timeMs: run.best.atMs }),
  // Its time is when its best came: it ended when handed in or timed out.
  endOffset: (_stored, endedAtMs) => endedAtMs,
};

const OUTCOMES: Readonly<Record<Goal, OutcomeRules>> = { finish: FINISH, score: SCORE };

const outcomeOf = (puzzle: Puzzle): OutcomeRules => OUTCOMES[puzzle.rules.goal];

/** What the stored run says after a request accepted at `atMs` (`now` on the clock). */
export const afterRequest = (puzzle: Puzzle, state: PlayState, best: Best, atMs: number, now: number): ResultUpdate =>
  outcomeOf(puzzle).afterRequest(puzzle, state, best, atMs, now);

/** The stored run when it ends early: given up, or a `score` game's result handed in or timed out. */
export const ending = (puzzle: Puzzle, state: PlayState, best: Best, atMs: number, endedAt: number): ResultUpdate & { readonly status: ResultStatus } =>
  outcomeOf(puzzle).ending(puzzle, state, best, atMs, endedAt);

/** What ranks the run after an update: the fields of it that the update sets, as the leaderboard will read them. */
export function resultAfter(result: HeldResult, update: ResultUpdate): HeldResult {
  return { timeMs: update.timeMs === undefined ? result.timeMs : update.timeMs, score: update.score ?? result.score };
}

/**
 * The figures of a run as it stands: a `score` game shows its best and when it came (what
 * the leaderboard counts), a `finish` game its board and, once ended, the time it ended at.
 */
export function standingOf(puzzle: Puzzle, run: RunState, finishMs: number | null): StandingFigures {
  return { moves: run.state.moves, remaining: remainingOf(puzzle, run.state), ...outcomeOf(puzzle).standing(run, finishMs) };
}

/** Whether a replayed log gives the stored result; `lastMoveAtMs`: the stamp of its last request that is not a hint. */
export const verifiesResult = (puzzle: Puzzle, replayed: RunState, stored: StoredResult, lastMoveAtMs: number | undefined): boolean =>
  outcomeOf(puzzle).verifies(replayed, stored, lastMoveAtMs);

/** When a stored run's play ended, as an offset from its start; `endedAtMs`: when it was closed (null: not yet). */
export const endOffsetOf = (puzzle: Puzzle, stored: Pick<RankedResult, 'timeMs'>, endedAtMs: number | null): number | null => outcomeOf(puzzle).endOffset(stored, endedAtMs);
