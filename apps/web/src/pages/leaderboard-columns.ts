import type { AnyRules, RankKey } from '@gridrace/core';

/** A result's figures, as a leaderboard's columns show them. */
export type FigureColumn = 'time' | 'moves' | 'score';

const COLUMN_OF: Partial<Record<RankKey, FigureColumn>> = { time: 'time', solvedTime: 'time', moves: 'moves', lessScore: 'score' };

/**
 * A leaderboard's figure columns, the one that ranks first (`walls`' path, the others' time):
 * on a phone the table scrolls sideways, and what decides the places must not be behind it.
 * The score has a column only where the game gives it a name.
 */
export function figureColumns(rules: Pick<AnyRules, 'ranking' | 'words'>): FigureColumn[] {
  const shown: FigureColumn[] = rules.words.score ? ['time', 'moves', 'score'] : ['time', 'moves'];
  const ranking = rules.ranking.keys.map((key) => COLUMN_OF[key]).filter((column): column is FigureColumn => column !== undefined && shown.includes(column));
  return [...new Set([...ranking, ...shown])];
}
