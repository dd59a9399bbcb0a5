import type { AnyRules, Cell, Status } from './puzzle.ts';
import { describeIssue } from './issues.ts';
import type { Puzzle, PuzzleBoard } from './puzzles.ts';
import { fail, ok, type Result } from './result.ts';

/**
 * The undo stack, newest on top: each entry is one move, with the score before it, and the
 * stack below it. A list that each move extends without copying, so a run's thousandth move
 * costs what its first did (an array copied per move made a long run quadratic in time and
 * garbage).
 *
 * Only every `UNDO_CHECKPOINT`th entry keeps the board before its move; undo rebuilds the
 * others by replaying at most that many moves from the checkpoint below. A board kept per
 * move was most of a server's memory under load (a 25x40 `same` board is 8 KB, some 150 of
 * them per run) and most of its garbage-collection work, for an undo players rarely use.
 */
export interface UndoEntry<B> {
  /** The board before this entry's move, on checkpoints only (null on the others). */
  readonly board: B | null;
  /** The move, as the game's move schema read it. */
  readonly move: unknown;
  readonly score: number;
  readonly cost: number;
  /** Entries below this one: a checkpoint is every `UNDO_CHECKPOINT`th depth, from 0. */
  readonly depth: number;
  readonly below: UndoEntry<B> | null;
}

/** One board kept per this many moves on the undo stack: memory / this, an undo replays fewer moves than this. */
export const UNDO_CHECKPOINT = 16;

/** A run in progress, as pure data: the same reducer runs in the browser and on the server. */
export interface PlayState<B = unknown> {
  readonly board: B;
  readonly moves: number;
  readonly score: number;
  readonly status: Status;
  /** The moves that can still be taken back, newest on top; null when there are none. */
  readonly undo: UndoEntry<B> | null;
}

/** The state as sent over the wire (docs/protocol.md#runs, docs/games/README.md#boards-and-moves-as-json). */
export interface StateView<B = unknown> {
  readonly board: B;
  readonly status: Status;
  readonly moves: number;
  readonly score: number;
  readonly path?: readonly Cell[];
  readonly clearable?: boolean;
}

export function startState<B>(puzzle: Puzzle<B>): PlayState<B> {
  const { rules, params, board, par } = puzzle;
  const score = rules.initialScore(board, params);
  return { board, moves: 0, score, status: rules.status(board, score, params, par), undo: null };
}

/** `stuck` is final; a `score` game stays playable when `solved` (the player may keep improving). */
export function isOver(puzzle: Puzzle, state: PlayState): boolean {
  return state.status === 'stuck' || (state.status === 'solved' && puzzle.rules.goal === 'finish');
}

/** Why a run takes no more moves, in words: a status is a word for programs, not for people. */
export function overMessage(status: Status): string {
  return `This run is already over: ${status === 'stuck' ? 'no move is left' : 'the puzzle is solved'}.`;
}

/**
 * A move given as untrusted JSON, checked against the game's move schema (strict: an unknown
 * key is refused by name). `under` is where the move sits in a larger payload (`['move']`).
 */
export function readMove(puzzle: PuzzleBoard, rawMove: unknown, under: readonly PropertyKey[] = []): Result<unknown> {
  const parsed = puzzle.rules.moveSchema.safeParse(rawMove);
  if (parsed.success) return ok(parsed.data);
  return fail('invalid_move', `Not a ${puzzle.game} move: ${describeIssue(parsed.error.issues[0], under)}.`);
}

/** Applies one move given as untrusted JSON. Never throws. */
export function applyMove<B>(puzzle: Puzzle<B>, state: PlayState<B>, rawMove: unknown): Result<PlayState<B>> {
  if (isOver(puzzle, state)) return fail('run_over', overMessage(state.status));
  const move = readMove(puzzle, rawMove);
  return move.ok ? stepBoard(puzzle, state, move.value) : move;
}

/**
 * Applies one move that the game's move schema has already read (`readMove`): for an authority
 * that reads a move once, to tell a bad payload from a refused move, and plays what it read.
 * A move schema reads its own output back unchanged, so a replay of the stored move agrees.
 */
export function playReadMove<B>(puzzle: Puzzle<B>, state: PlayState<B>, move: unknown): Result<PlayState<B>> {
  if (isOver(puzzle, state)) return fail('run_over', overMessage(state.status));
  return stepBoard(puzzle, state, move);
}

function stepBoard<B>(puzzle: Puzzle<B>, state: PlayState<B>, move: unknown): Result<PlayState<B>> {
  const rules: AnyRules = puzzle.rules;
  const stepped = rules.step(state.board, move, state.score, puzzle.params);
  if (!stepped.ok) return stepped;
  const { board, score, cost } = stepped.value as { board: B; score: number; cost: number };
  const depth = state.undo === null ? 0 : state.undo.depth + 1;
  const kept = depth % UNDO_CHECKPOINT === 0 ? state.board : null;
  return ok({
    board,
    score,
    moves: state.moves + cost,
    status: rules.status(board, score, puzzle.params, puzzle.par),
    undo: { board: kept, move, score: state.score, cost, depth, below: state.undo },
  });
}

/**
 * The board before `entry`'s move: its own when it is a checkpoint, else the checkpoint's
 * below it with the moves between replayed (each was legal when played, and rules are pure).
 */
function boardBefore<B>(puzzle: Puzzle<B>, entry: UndoEntry<B>): B {
  if (entry.board !== null) return entry.board;
  // The moves from the checkpoint below up to the one before `entry`'s, newest first.
  const replayed: unknown[] = [];
  let checkpoint: UndoEntry<B> | null = entry.below;
  while (checkpoint !== null && checkpoint.board === null) {
    replayed.push(checkpoint.move);
    checkpoint = checkpoint.below;
  }
  if (checkpoint === null || checkpoint.board === null) throw new Error('undo stack without a checkpoint at its bottom');
  replayed.push(checkpoint.move);
  let board: B = checkpoint.board;
  let score = checkpoint.score;
  for (let i = replayed.length - 1; i >= 0; i--) {
    const stepped = (puzzle.rules as AnyRules).step(board, replayed[i], score, puzzle.params);
    if (!stepped.ok) throw new Error(`undo replay: a move once legal is refused (${stepped.error.code})`);
    ({ board, score } = stepped.value as { board: B; score: number });
  }
  return board;
}

/** Takes back the last move. The undo itself counts as many moves as the move it reverses. */
export function undoMove<B>(puzzle: Puzzle<B>, state: PlayState<B>): Result<PlayState<B>> {
  if (isOver(puzzle, state)) return fail('run_over', overMessage(state.status));
  const last = state.undo;
  if (!last) return fail('nothing_to_undo', 'There is no move to take back.');
  const board = boardBefore(puzzle, last);
  return ok({
    board,
    score: last.score,
    moves: state.moves + last.cost,
    status: puzzle.rules.status(board, last.score, puzzle.params, puzzle.par),
    undo: last.below,
  });
}

export function viewState<B>(puzzle: Puzzle<B>, state: PlayState<B>): StateView<B> {
  return {
    board: state.board,
    status: state.status,
    moves: state.moves,
    score: state.score,
    ...puzzle.rules.extras(state.board, puzzle.params),
  };
}

export function progressOf<B>(puzzle: Puzzle<B>, state: PlayState<B>): number {
  const p = puzzle.rules.progress(state.board, puzzle.board, state.score, puzzle.par);
  return Math.min(1, Math.max(0, p));
}
