import type { GameName } from '@gridrace/core';
import type { RunRecord } from '../store/store.ts';

type Compare = (a: RunRecord, b: RunRecord) => number;

const time = (run: RunRecord) => run.timeMs ?? Number.MAX_SAFE_INTEGER;
const byTime: Compare = (a, b) => time(a) - time(b);
const byMoves: Compare = (a, b) => a.moves - b.moves;
/** Whoever finished first keeps a tie; then the id, so the order is total and stable. */
const byFinish: Compare = (a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0) || a.id.localeCompare(b.id);

const chain =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };

const cleared = (run: RunRecord) => run.status === 'solved';

/** SPEC §3, per game: which finished runs count, and in what order. */
const RULES: Readonly<Record<GameName, { counts: (run: RunRecord) => boolean; compare: Compare }>> = {
  fifteen: { counts: cleared, compare: chain(byTime, byMoves, byFinish) },
  pipes: { counts: cleared, compare: chain(byTime, byMoves, byFinish) },
  // Cleared boards by time; then the others by fewest blocks left, then points.
  same: {
    counts: (run) => run.status !== 'playing',
    compare: chain(
      (a, b) => Number(cleared(b)) - Number(cleared(a)),
      (a, b) => (cleared(a) && cleared(b) ? byTime(a, b) : 0),
      (a, b) => (a.remaining ?? 0) - (b.remaining ?? 0),
      (a, b) => b.score - a.score,
      byTime,
      byFinish,
    ),
  },
  // Best score, then the time at which it was first reached.
  walls: { counts: (run) => run.status !== 'playing', compare: chain((a, b) => b.score - a.score, byTime, byFinish) },
};

/** Ranks finished runs: one best run per player, best first. */
export function rankRuns<R extends RunRecord>(game: GameName, runs: readonly R[]): R[] {
  const { counts, compare } = RULES[game];
  const sorted = runs.filter(counts).sort(compare);
  const seen = new Set<string>();
  return sorted.filter((run) => {
    if (seen.has(run.playerId)) return false;
    seen.add(run.playerId);
    return true;
  });
}

/** Whether `a` ranks ahead of `b` (for a player's personal best). */
export const ranksAhead = (game: GameName, a: RunRecord, b: RunRecord): boolean => RULES[game].compare(a, b) < 0;
export const countsOnBoard = (game: GameName, run: RunRecord): boolean => run.ranked && RULES[game].counts(run);
