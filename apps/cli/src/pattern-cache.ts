import { defaultCacheDir, preparePatternDatabases } from '@gridrace/core/node';
import type { PuzzleBoard } from '@gridrace/core';

/** The fifteen solver's tables come from disk when cached, so only the first solve builds them. */
export function preparePatternCache(puzzle: PuzzleBoard): void {
  if (puzzle.game === 'fifteen' && (puzzle.board as { size: number }).size >= 4) {
    preparePatternDatabases(defaultCacheDir());
  }
}
