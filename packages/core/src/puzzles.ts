import { checkSeed, formatPuzzleId, parsePuzzleId, type PuzzleRef } from './ids/puzzle-id.ts';
import { describeIssue } from './issues.ts';
import type { AnyRules, GameName, SolveBudget } from './puzzle.ts';
import { rngFromSeed } from './random/rng.ts';
import { RULES } from './registry.ts';
import { fail, ok, type Result } from './result.ts';

/** A puzzle with its board: everything but par, which takes a solver. */
export interface PuzzleBoard<B = unknown> {
  readonly id: string;
  readonly game: GameName;
  readonly rules: AnyRules;
  // Each game's params have their own type; `rules` knows it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly params: any;
  readonly board: B;
  /** The seed, for seeded ids; null for described ones. */
  readonly seed: string | null;
  readonly knownSolution?: readonly unknown[];
}

/** A puzzle with its par and the solution that reaches it (docs/games/README.md#par). */
export interface Puzzle<B = unknown> extends PuzzleBoard<B> {
  readonly par: number | null;
  readonly optimal: boolean;
  readonly solution: readonly unknown[];
}

/** The JSON of `GET /api/v1/puzzles/{id}` and `gridrace show --json`. */
export interface PuzzleJson {
  readonly id: string;
  readonly game: GameName;
  readonly params: unknown;
  readonly board: unknown;
  readonly par: number | null;
}

export function rulesOf(game: GameName): AnyRules {
  return RULES[game];
}

/** A seeded puzzle from user params (any JSON, defaults filled in) and any text seed. */
export function seededPuzzle(game: GameName, rawParams: unknown, seed: string): Result<PuzzleBoard> {
  const rules = RULES[game];
  const params = rules.paramsSchema.safeParse(rawParams ?? {});
  if (!params.success) {
    return fail('invalid_params', `Bad ${game} params: ${describeIssue(params.error.issues[0])}.`);
  }
  const checked = checkSeed(seed);
  if (!checked.ok) return checked;
  return fromRef({ kind: 'seeded', game, version: rules.version, params: rules.formatParams(params.data), seed });
}

/** A described puzzle from a literal board (docs/puzzle-ids.md#described-ids). */
export function describedPuzzle(game: GameName, rawBoard: unknown): Result<PuzzleBoard> {
  const rules = RULES[game];
  const shape = rules.boardSchema.safeParse(rawBoard);
  if (!shape.success) {
    return fail('invalid_board', `Not a ${game} board: ${describeIssue(shape.error.issues[0])}.`);
  }
  const checked = rules.checkBoard(shape.data);
  if (!checked.ok) return checked;
  return fromRef({ kind: 'described', game, body: rules.writeDescribed(checked.value.board) });
}

export function openPuzzle(id: string): Result<PuzzleBoard> {
  const ref = parsePuzzleId(id);
  return ref.ok ? fromRef(ref.value) : ref;
}

function fromRef(ref: PuzzleRef): Result<PuzzleBoard> {
  const rules = RULES[ref.game];
  const id = formatPuzzleId(ref);
  if (ref.kind === 'described') {
    const described = rules.readDescribed(ref.body);
    if (!described.ok) return fail('invalid_puzzle_id', described.error.message);
    return ok({ id, game: ref.game, rules, params: described.value.params, board: described.value.board, seed: null });
  }
  if (!rules.versions.includes(ref.version)) {
    return fail('invalid_puzzle_id', `${ref.game} has no generator v${ref.version} (known: ${rules.versions.map((v) => `v${v}`).join(', ')}).`);
  }
  const params = rules.parseParams(ref.params);
  if (!params.ok) return fail('invalid_puzzle_id', params.error.message);
  // The id must be canonical, so that one puzzle has one id (and one leaderboard).
  if (rules.formatParams(params.value) !== ref.params) {
    return fail('invalid_puzzle_id', `The params "${ref.params}" are not in canonical form ("${rules.formatParams(params.value)}").`);
  }
  const generated = rules.generate(rngFromSeed(`${id}`), params.value, ref.version);
  return ok({
    id,
    game: ref.game,
    rules,
    params: params.value,
    board: generated.board,
    seed: ref.seed,
    ...(generated.knownSolution ? { knownSolution: generated.knownSolution } : {}),
  });
}

/** Computes par: the generator's known solution where it has one, else the game's solver. */
export function solvePuzzle<B>(puzzle: PuzzleBoard<B>, budget?: SolveBudget): Puzzle<B> {
  const known = puzzle.knownSolution;
  const solution = known ? { par: known.length, optimal: false, moves: known } : puzzle.rules.solve(puzzle.board, puzzle.params, budget);
  return { ...puzzle, par: solution.par, optimal: solution.optimal, solution: solution.moves };
}

export function puzzleJson(puzzle: Puzzle): PuzzleJson {
  return { id: puzzle.id, game: puzzle.game, params: puzzle.params, board: puzzle.board, par: puzzle.par };
}
