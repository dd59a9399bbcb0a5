import type { z } from 'zod';
import type { Problem, Result } from './result.ts';
import type { Rng } from './random/rng.ts';
import type { BestFigure, Goal, RankedResult, ResultWords, TimeLimits } from './goal.ts';
import type { Journey } from './journey.ts';
import type { Ranking } from './ranking.ts';
import type { HumanPace } from './fair-play/human-pace.ts';

/**
 * Every game's name, as a key: each game's folder adds its own (`declare module` in its
 * index.ts), so a name is declared where its rules are, and `registry.ts` lists the games
 * (`GAMES`) from the rules it holds. Declared here, not read off the registry, because the
 * rules' own types name the game and the registry imports the rules.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameNames {}
export type GameName = keyof GameNames;

export type Status = 'playing' | 'solved' | 'stuck';

export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** A board as the generator made it, plus what the generator knows about it. */
export interface Generated<B, M> {
  readonly board: B;
  /** A solution the generator built the board around (e.g. `same`'s `soluble` boards). */
  readonly knownSolution?: readonly M[];
}

/** What one legal move did to the board. */
export interface Stepped<B> {
  readonly board: B;
  /** The run's score after the move (`same` accumulates points; others recompute it). */
  readonly score: number;
  /** How many moves it counts for (`fifteen`: one per tile slid). */
  readonly cost: number;
}

export interface Solution<M> {
  /** Moves count of the solution in the game's own counting (`walls`: the runner's score). */
  readonly par: number | null;
  /** Whether par is proven best possible. */
  readonly optimal: boolean;
  /** Moves that, applied from the given board, reach par (`walls`: wall placements). */
  readonly moves: readonly M[];
  /** `same`: the highest-scoring line the search found (it may not clear the board). */
  readonly best?: BestLine<M>;
}

/** A line of moves and the score it makes from the board solved. */
export interface BestLine<M> {
  readonly score: number;
  readonly moves: readonly M[];
}

/** Work limits for a solver: counted in nodes or iterations, never in wall-clock time. */
export interface SolveBudget {
  readonly maxNodes?: number;
}

/** Extra fields of a state's public view (docs/games/README.md#boards-and-moves-as-json). */
export interface StateExtras {
  readonly path?: readonly Cell[];
  readonly clearable?: boolean;
}

/**
 * One puzzle's complete rules, as plain data and pure functions (boardgame.io's `Game`).
 * Server, browser, command line, benchmarks and tests all use this one object.
 *
 * P: params, B: board JSON of docs/games/README.md#boards-and-moves-as-json, M: move JSON of docs/games/README.md#boards-and-moves-as-json.
 */
export interface PuzzleRules<P, B, M> {
  readonly game: GameName;
  /** Generator version: part of seeded ids; bumping it keeps old ids' boards. */
  readonly version: number;
  /** Versions whose boards `generate` can still make. */
  readonly versions: readonly number[];
  /**
   * Version of the par solver: par is stored with the version that found it, and goes up when
   * the solver finds better pars (or best-known scores); a par found by an older version is
   * solved again in the background when its puzzle is next opened.
   */
  readonly solverVersion: number;
  /** Parses user params (any JSON; missing fields take defaults) into complete params. */
  readonly paramsSchema: z.ZodType<P, unknown>;
  readonly moveSchema: z.ZodType<M, unknown>;
  /** Structural shape of the board JSON (semantic checks are in `checkBoard`). */
  readonly boardSchema: z.ZodType<B, unknown>;
  readonly defaultParams: P;
  /** Named params sets shown by the API (e.g. `walls` presets). */
  readonly presets: Readonly<Record<string, Partial<P>>>;

  /** Params as a compact id segment of `[a-z0-9]` (canonical: parse(format(p)) equals p). */
  formatParams(params: P): string;
  parseParams(segment: string): Result<P>;

  generate(rng: Rng, params: P, version: number): Generated<B, M>;

  /**
   * Described ids (docs/puzzle-ids.md#described-ids): a literal board as an id body of `[A-Za-z0-9_-]`, and back.
   * `readDescribed` validates fully (shape, sizes, playability) and returns the params the
   * board implies.
   */
  writeDescribed(board: B): string;
  readDescribed(body: string): Result<{ params: P; board: B }>;
  /** Semantic validation of a literal board (used by `readDescribed` and `new --board`). */
  checkBoard(board: B): Result<{ params: P; board: B }>;

  /** The score of a board that nobody has moved on yet. */
  initialScore(board: B, params: P): number;
  /** One move by the rules, or why not. Never throws, whatever the move. */
  step(board: B, move: M, score: number, params: P): Result<Stepped<B>>;
  /** `par` is the puzzle's goal (`walls` is solved when its score reaches par). */
  status(board: B, score: number, params: P, par: number | null): Status;
  /** 0..1: how far along a run is, for race progress bars. */
  progress(board: B, start: B, score: number, par: number | null): number;
  extras(board: B, params: P): StateExtras;
  /** The board drawn in text for a terminal (the command line's view of it). */
  textView(board: B): string;

  /** Par and a solution from `board`. Deterministic: bounded by `budget`, never by time. */
  solve(board: B, params: P, budget?: SolveBudget): Solution<M>;
  /**
   * The `maxNodes` of a hint's search from a position off the known solution (in `solve`'s
   * units): tens of milliseconds, not a par's second or more, so that nobody's hints hold a
   * solver thread for long. A search that runs out gives what it found, maybe nothing.
   */
  readonly hintWork: number;
  /**
   * The work of par's default search where it also finds a best line (`same`): what that line
   * is worth beside one a longer search found. Absent where `solve` gives no best line.
   */
  readonly bestLineWork?: number;
  /**
   * Where a game can tell, from any board, the next move toward `target` (the board the
   * known solution ends on) without a search: that move, or null when none leads on (`walls`:
   * a layout is a set of walls, placed in any order). Absent: only boards on the known line
   * are hinted without a search.
   */
  hintToward?(board: B, target: B): M | null;
  /**
   * Keys of the tables computed ahead of time that `solve` needs for this board (`fifteen`'s
   * pattern databases); a host loads or builds them before solving. Empty when none.
   */
  tablesFor(board: B): readonly string[];

  /** What a run aims at: finishing the board, or pushing a score toward par. */
  readonly goal: Goal;
  readonly timeLimits: TimeLimits;
  /** Whether a run that stands so can be on a leaderboard at all (docs/runs.md#leaderboards). */
  /** Takes a `ResultStatus` (as text, the way stores keep it). */
  counts(status: string): boolean;
  /** The order of docs/runs.md#ranking: negative when `a` ranks ahead of `b`, 0 when the rules cannot tell them apart. */
  compare(a: RankedResult, b: RankedResult): number;
  /** The same order and `counts` as data (what a database indexes a leaderboard by). */
  readonly ranking: Ranking;
  /** What is left to clear on a board, which ranks runs that did not finish (`same`: blocks); else null. */
  remaining(board: B): number | null;
  readonly words: ResultWords;
  /**
   * The figure a player's personal best is told by, beside the time: `moves`, fewest wins
   * (`fifteen`, `pipes`), or `score`, highest wins (`same`, `walls`).
   */
  readonly bestFigure: BestFigure;
  /** Params in words a player reads ("4×4", "15×10, 3 colours", "normal"). */
  describeParams(params: P): string;
  /** The fixed params of the game's daily puzzle (docs/puzzle-ids.md#daily-puzzles). */
  readonly dailyParams: Partial<P>;
  /** The preset a new race starts on: small enough for a quick race. */
  readonly quickPreset: string;
  /** Par takes a search long enough to notice (about a second): a server solves some ahead. */
  readonly slowPar: boolean;
  /** The game's journey: its levels of growing difficulty (docs/runs.md#journeys), each game's `journey.ts`. */
  readonly journey: Journey;
  /** The game's JSON in words, for the API document (`@gridrace/protocol` names each game's schemas with them). */
  readonly jsonWords: JsonWords;
  /** Boards for checks and measures: each game's `samples.ts`. */
  readonly samples: Samples<P>;
  /** What people can do in this game, that a run's timing is judged against: each game's `pace.ts`. */
  readonly humanPace: HumanPace<P>;
}

/** A game's board, move and params in words, for a reader of the API who has no other document. */
export interface JsonWords {
  /** After the game's name in a list of games ("sliding tiles"); null when the name says enough. */
  readonly gloss: string | null;
  readonly board: string;
  readonly move: string;
  /**
   * Rules across params fields that `parseParams` checks in code, in words and in JSON Schema,
   * so that the document refuses what the server refuses; absent when there are none.
   */
  readonly paramsAcross?: { readonly note: string; readonly schema: Readonly<Record<string, unknown>> };
}

/** Params of boards to check and measure the game on, so that tools need no list of games. */
export interface Samples<P> {
  /** Boards small enough for property tests to play through quickly. */
  readonly small: Partial<P>;
  /** A board the engine's benchmark plays. */
  readonly bench: Partial<P>;
  /** The boards the load tool plays, each with its label in the report. */
  readonly load: readonly { readonly params: Partial<P>; readonly label: string }[];
  /**
   * The work of the load tool's racer's search, where par's would cost the machine under test
   * too much (a racer needs a line that ends its run, not the best one); absent: par's search.
   */
  readonly racerSearch?: number;
}

/** The members that tell what a game aims at and how its results read: each game's `goal.ts`. */
export type GoalRules<P, B> = Pick<
  PuzzleRules<P, B, unknown>,
  'goal' | 'timeLimits' | 'counts' | 'compare' | 'ranking' | 'remaining' | 'words' | 'bestFigure' | 'describeParams' | 'dailyParams' | 'quickPreset' | 'slowPar' | 'tablesFor'
>;

// The registry holds rules of different P, B, M; callers narrow by `game`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = PuzzleRules<any, any, any>;

export type { Problem };
