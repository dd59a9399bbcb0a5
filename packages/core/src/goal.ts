/**
 * What differs between games beyond moving on a board: what a run aims at, how two results
 * rank (docs/runs.md#ranking), what a race or a run lasts by default, and how a result is told to a person.
 * Each game's folder fills these in; code elsewhere asks them and never names a game.
 */

/**
 * `finish`: the run ends on the move that finishes the board (the clock stops there).
 * `score`: the run stays open when par is reached; the player pushes the score until they end
 * the run or its time runs out, and the best score counts, timed at when it was first reached.
 */
export type Goal = 'finish' | 'score';

/** The figure a game's results are placed and averaged by: the time of a `finish` game, the score of a `score` game. */
export type PlacingFigure = 'time' | 'score';

/**
 * What a run's goal means to the code around it: the questions it asks, answered here, so
 * that no code outside the rules compares goal kinds.
 */
export interface GoalPolicy {
  /** The figure results are placed and averaged by. */
  readonly figure: PlacingFigure;
  /**
   * The run does not end when par is reached: the player pushes the score on until they end
   * it or its time runs out, its best counting, timed at when it first came (so telling
   * `solved` needs par, and a race of it is set in minutes).
   */
  readonly playsOn: boolean;
  /** Which way the placing figure is better: a lower time, a higher score. */
  readonly better: 'lower' | 'higher';
  /** Whether a result that ended has a figure to place: a `finish` game's board left unsolved has none (a DNF). */
  placed(result: Pick<RankedResult, 'status'>): boolean;
  /** The figure a result is placed and averaged by (a time in ms, or a score); null when it has none. */
  placedValue(result: Pick<RankedResult, 'status' | 'timeMs' | 'score'>): number | null;
  /** How a result measures against par, as a fraction where 1 is par: par / moves, or score / par. */
  againstPar(result: Pick<RankedResult, 'moves' | 'score'>, par: number): { readonly numerator: number; readonly denominator: number };
}

const GOAL_POLICIES: Readonly<Record<Goal, GoalPolicy>> = {
  finish: {
    figure: 'time',
    playsOn: false,
    better: 'lower',
    placed: (result) => result.status === 'solved',
    placedValue: (result) => (result.status === 'solved' ? result.timeMs : null),
    againstPar: (result, par) => ({ numerator: par, denominator: result.moves }),
  },
  score: {
    figure: 'score',
    playsOn: true,
    better: 'higher',
    placed: () => true,
    placedValue: (result) => result.score,
    againstPar: (result, par) => ({ numerator: result.score, denominator: par }),
  },
};

export const goalPolicyOf = (rules: { readonly goal: Goal }): GoalPolicy => GOAL_POLICIES[rules.goal];

export const placingFigureOf = (rules: { readonly goal: Goal }): PlacingFigure => goalPolicyOf(rules).figure;

/** Which figure of a result a personal best is about: fewest `moves`, or highest `score`. */
export type BestFigure = 'moves' | 'score';

/** How a stored run stands: a board status, or how the player ended it. */
export type ResultStatus = 'playing' | 'solved' | 'stuck' | 'gave_up' | 'ended';

/** What ranks a run (docs/runs.md#ranking): the fields every stored run and race result carries. */
export interface RankedResult {
  /** A `ResultStatus`, as text: the way stores keep it. */
  readonly status: string;
  /** The time that ranks: the finishing move's offset; `score` games: when the best score came. */
  readonly timeMs: number | null;
  readonly moves: number;
  readonly score: number;
  /** What was left on the board (`remaining` of the rules) when the run ended. */
  readonly remaining: number | null;
}

/** Default time limits, in milliseconds (docs/games/walls.md#goal, docs/races.md#time-limits). */
export interface TimeLimits {
  /** A solo run's; null: the run has none. */
  readonly runMs: number | null;
  readonly raceMs: number;
}

/** The score, for games where it means something to a person. */
export interface ScoreWords {
  /** Its name above a figure or a column ("Path", "Points"). */
  readonly label: string;
  /** Its name on a finished run, which keeps its best ("Best path"). */
  readonly best: string;
  /** A score in words ("path 27", "27 points"). */
  text(score: number): string;
  /** The same where room is short ("27 pts"). */
  short(score: number): string;
}

/** How a score game's run is ended by its player (the layout is handed in, not given up). */
export interface SubmitWords {
  /** The button's label in a race ("Submit layout"). */
  readonly action: string;
  /** What the button does ("Submit this layout"). */
  readonly title: string;
  /** What happened, to start a sentence ("Layout submitted"). */
  readonly done: string;
}

/** A result's words for a person: plain words and numbers, for any view to render. */
export interface ResultWords {
  /** What finishing the board is called, as in "solved in 1:23.4" ("cleared"). */
  readonly solved: string;
  /** The same as an order, for a goal ("Solve", "Clear"): "Clear it". */
  readonly solve: string;
  /** The headline of a finished board ("Solved!", "Board cleared!"). */
  readonly solvedHeadline: string;
  /** What the time that ranks a run is called ("Time"; "Reached" when the best score came). */
  readonly timeLabel: string;
  /** What par is called beside a run ("Par"; "Goal" where par is a score to reach). */
  readonly parLabel: string;
  /** Null when the score is nothing a person needs to see. */
  readonly score: ScoreWords | null;
  /** `score` games: ending the run hands the result in. Null: ending it gives up. */
  readonly submit: SubmitWords | null;
}

/** One labelled figure of a result, for panels and text. */
export interface Figure {
  /** Which figure it is, for a view that marks them. */
  readonly key: 'time' | 'moves' | 'score';
  readonly label: string;
  readonly value: number | null;
  /** `time` values are milliseconds (or null when there is none), for the view to format. */
  readonly kind: 'time' | 'count';
}

/**
 * A game played to the finish whose runs also make points (`same`): besides its time
 * leaderboard, each puzzle has a score leaderboard (highest score, then time) and a best-known
 * score to chase.
 */
export const hasScoreLeaderboard = (rules: { readonly goal: Goal; readonly words: { readonly score: unknown } }): boolean => rules.goal === 'finish' && rules.words.score !== null;

/** Whether a game tells its players a best of `figure` (fewest moves, or highest score): its `bestFigure` only. */
export const showsBest = (rules: { readonly bestFigure: BestFigure }, figure: BestFigure): boolean => rules.bestFigure === figure;
