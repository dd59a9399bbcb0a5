import { defaultCacheDir, preparePatternDatabases } from '@gridrace/core/node';
import { fifteenRules, type PuzzleBoard } from '@gridrace/core';

/** The fifteen solver's tables come from disk when cached, so only the first solve builds them. */
export function preparePatternCache(puzzle: PuzzleBoard): void {
  if (puzzle.game === 'fifteen') {
    // A process solves one puzzle: only the tables of its size (5x5 and 6x6 need both sets).
    const keys = fifteenRules.patternKeysForSize((puzzle.board as { size: number }).size);
    if (keys.length > 0) preparePatternDatabases(defaultCacheDir(), keys);
  }
}
