import type { GameName } from '@gridrace/core';
import type { RunWithPlayer, Store } from '../store/store.ts';
import { rankRuns } from './ranking.ts';

export interface LeaderboardEntry {
  readonly rank: number;
  readonly player: { readonly id: string; readonly name: string };
  readonly timeMs: number | null;
  readonly moves: number;
  readonly score: number;
  readonly runId: string;
  readonly finishedAt: string;
}

export interface Leaderboard {
  readonly puzzleId: string;
  readonly total: number;
  readonly entries: LeaderboardEntry[];
  readonly own: LeaderboardEntry | null;
}

const entry = (run: RunWithPlayer, index: number): LeaderboardEntry => ({
  rank: index + 1,
  player: { id: run.playerId, name: run.playerName },
  timeMs: run.timeMs,
  moves: run.moves,
  score: run.score,
  runId: run.id,
  finishedAt: new Date(run.finishedAt ?? run.startedAt).toISOString(),
});

/**
 * A puzzle's board (SPEC §3): top entries from `offset`, and the asking player's own entry
 * wherever it ranks. Ranked in memory: one puzzle's finished runs are few enough. `rank`:
 * another order than the game's own (a `same` puzzle's score board).
 */
export async function leaderboardOf(
  store: Store,
  puzzleId: string,
  game: GameName,
  page: { limit: number; offset: number },
  playerId: string | null,
  rank: (runs: RunWithPlayer[]) => RunWithPlayer[] = (runs) => rankRuns(game, runs),
): Promise<Leaderboard> {
  const ranked = rank(await store.rankedRunsOf(puzzleId));
  const ownIndex = playerId === null ? -1 : ranked.findIndex((run) => run.playerId === playerId);
  const own = ranked[ownIndex];
  return {
    puzzleId,
    total: ranked.length,
    entries: ranked.slice(page.offset, page.offset + page.limit).map((run, i) => entry(run, page.offset + i)),
    own: own ? entry(own, ownIndex) : null,
  };
}
