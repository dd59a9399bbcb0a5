import type { Figure, RankedResult } from './goal.ts';
import type { AnyRules } from './puzzle.ts';

/**
 * A run's result as labelled figures, in the order a panel shows them: the time that ranks it,
 * the moves, and the score where the game gives it a name.
 */
export function resultFigures(rules: AnyRules, result: Pick<RankedResult, 'timeMs' | 'moves' | 'score'>): Figure[] {
  const { words } = rules;
  const figures: Figure[] = [
    { key: 'time', label: words.timeLabel, value: result.timeMs, kind: 'time' },
    { key: 'moves', label: 'Moves', value: result.moves, kind: 'count' },
  ];
  if (words.score) figures.push({ key: 'score', label: words.score.best, value: result.score, kind: 'count' });
  return figures;
}

/** A score in the game's own words ("path 27", "27 points"); a bare figure where the game has none. */
export function scoreText(rules: AnyRules, score: number): string {
  return rules.words.score?.text(score) ?? `score ${score}`;
}
