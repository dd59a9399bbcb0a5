import type { Figure, RankedResult } from './goal.ts';
import type { AnyRules } from './puzzle.ts';

/**
 * A run's result as labelled figures, in the order a panel shows them: the time that ranks it,
 * the moves, and the score where the game gives it a name.
 */
export function resultFigures(rules: AnyRules, result: Pick<RankedResult, 'timeMs' | 'moves' | 'score'>): Figure[] {
  const { words } = rules;
  const figures: Figure[] = [
    { label: words.timeLabel, value: result.timeMs, kind: 'time' },
    { label: 'Moves', value: result.moves, kind: 'count' },
  ];
  if (words.score) figures.push({ label: words.score.best, value: result.score, kind: 'count' });
  return figures;
}
