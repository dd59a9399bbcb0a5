import type { ResultWords } from './goal.ts';

/**
 * Journeys (docs/runs.md#journeys): per game a fixed path of levels of growing difficulty, each a fixed
 * puzzle id (so each has its leaderboard), unlocked one by one. Each game's folder holds its
 * own (`journey.ts`); the rules object carries it, and code elsewhere reads it from there.
 */

/** What a ranked run of a level must reach to unlock the next: finish it, or reach a score. */
export type LevelGoal = { readonly kind: 'solve' } | { readonly kind: 'score'; readonly atLeast: number };

export interface JourneyLevel {
  readonly puzzleId: string;
  readonly goal: LevelGoal;
}

export interface Journey {
  readonly levels: readonly JourneyLevel[];
  /** What makes a level harder, in words, for people ("board size", ...). */
  readonly grows: string;
  /**
   * The level's difficulty, measured by the game's solver (the journey's levels are ordered
   * by it, and a test holds them to it): the puzzle with its par computed.
   */
  difficulty(puzzle: SolvedLevel): number;
}

/**
 * What a level's difficulty is measured on: its board solved for par (a `Puzzle` is one). Named
 * here, not imported, so that journeys, which every game's rules carry, import no rules back.
 */
export interface SolvedLevel {
  readonly params: unknown;
  readonly board: unknown;
  readonly par: number | null;
  readonly optimal: boolean;
}

/** Whether a run's result meets a level's goal. */
export function goalMet(goal: LevelGoal, result: { readonly status: string; readonly score: number }): boolean {
  return goal.kind === 'solve' ? result.status === 'solved' : result.score >= goal.atLeast;
}

/** The goal in words: "Solve it", "Reach a path of 30". */
export function goalText(goal: LevelGoal, rules: { readonly words: Pick<ResultWords, 'solve' | 'score'> }): string {
  if (goal.kind === 'solve') return `${rules.words.solve} it`;
  return `Reach ${rules.words.score?.text(goal.atLeast) ?? goal.atLeast}`;
}

/** A level's number (from 1) in its game's journey, or null. */
export function levelOf(journey: Journey, puzzleId: string): number | null {
  const index = journey.levels.findIndex((level) => level.puzzleId === puzzleId);
  return index < 0 ? null : index + 1;
}

/** Where a puzzle stands on its game's journey: its level (from 1) of how many, what it asks, and the level after it (null at the end). */
export interface JourneyPlace {
  readonly level: number;
  readonly levels: number;
  readonly goal: LevelGoal;
  readonly next: (JourneyLevel & { readonly level: number }) | null;
}

/** The place of a puzzle on a journey, or null when it is none of its levels (a random board of the same size is not a level). */
export function journeyPlace(journey: Journey, puzzleId: string): JourneyPlace | null {
  const level = levelOf(journey, puzzleId);
  if (level === null) return null;
  const after = journey.levels[level];
  return { level, levels: journey.levels.length, goal: journey.levels[level - 1]!.goal, next: after ? { ...after, level: level + 1 } : null };
}

/** Par as the difficulty figure: the solver's optimal (or best known) count of the puzzle. */
export const parDifficulty = (puzzle: SolvedLevel): number => puzzle.par ?? Number.POSITIVE_INFINITY;

/** Levels from a list of ids that are all solved. */
export const solveLevels = (ids: readonly string[]): JourneyLevel[] => ids.map((puzzleId) => ({ puzzleId, goal: { kind: 'solve' } }));
