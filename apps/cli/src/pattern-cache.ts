import { defaultCacheDir, prepareTablesFor } from '@gridrace/core/node';
import type { PuzzleBoard } from '@gridrace/core';

/**
 * The tables a solver needs (fifteen's pattern databases) come from disk when cached, so only
 * the first solve builds them; a process solves one puzzle, so only the tables its board needs.
 */
export function preparePatternCache(puzzle: PuzzleBoard): void {
  prepareTablesFor(puzzle, defaultCacheDir());
}
