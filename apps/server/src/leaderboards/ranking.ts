import { rulesOf, type GameName } from '@gridrace/core';
import type { RunRecord } from '../store/store.ts';

type Compare = (a: RunRecord, b: RunRecord) => number;

/** Whoever finished first keeps a tie; then the id, so the order is total and stable. */
const byFinish: Compare = (a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0) || a.id.localeCompare(b.id);

/** docs/runs.md#ranking as the game's rules rank two runs, then the order they finished in. */
const compareOf =
  (game: GameName): Compare =>
  (a, b) =>
    rulesOf(game).compare(a, b) || byFinish(a, b);

/** Ranks finished runs: one best run per player, best first. */
export function rankRuns<R extends RunRecord>(game: GameName, runs: readonly R[]): R[] {
  const rules = rulesOf(game);
  const sorted = runs.filter((run) => rules.counts(run.status)).sort(compareOf(game));
  const seen = new Set<string>();
  return sorted.filter((run) => {
    if (seen.has(run.playerId)) return false;
    seen.add(run.playerId);
    return true;
  });
}

/** Whether `a` ranks ahead of `b` (for a player's personal best). */
export const ranksAhead = (game: GameName, a: RunRecord, b: RunRecord): boolean => compareOf(game)(a, b) < 0;
export const countsOnBoard = (game: GameName, run: RunRecord): boolean => run.ranked && rulesOf(game).counts(run.status);
