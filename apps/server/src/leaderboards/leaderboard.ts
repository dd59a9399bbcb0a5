import type { GameName } from '@gridrace/core';
import type { BoardsStore, RunWithPlayer } from '../store/store.ts';
import { rankingOf, type BoardName } from './boards.ts';

export interface LeaderboardEntry {
  readonly rank: number;
  readonly player: { readonly id: string; readonly name: string; readonly guest: boolean };
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
  player: { id: run.playerId, name: run.playerName, guest: run.playerGuest },
  timeMs: run.timeMs,
  moves: run.moves,
  score: run.score,
  runId: run.id,
  finishedAt: new Date(run.finishedAt ?? run.startedAt).toISOString(),
});

/**
 * A puzzle's board (docs/runs.md#leaderboards): top entries from `offset`, and the asking player's own entry
 * wherever it ranks. Ranked by the database (one best run per player, kept as runs end): a page
 * and two index counts, however many runs the puzzle has. `board`: the game's own order, or
 * the score board of a game that has one.
 */
export async function leaderboardOf(
  store: BoardsStore,
  puzzleId: string,
  game: GameName,
  page: { limit: number; offset: number },
  playerId: string | null,
  board: BoardName = 'game',
): Promise<Leaderboard> {
  if (rankingOf(board, game) === null) throw new Error(`${game} has no ${board} board`);
  const [total, runs, standing] = await Promise.all([
    store.boardSize(board, puzzleId),
    store.boardPage(board, puzzleId, page.limit, page.offset),
    playerId === null ? null : store.boardStanding(board, puzzleId, playerId),
  ]);
  return {
    puzzleId,
    total,
    entries: runs.map((run, i) => entry(run, page.offset + i)),
    own: standing ? entry(standing.run, standing.ahead) : null,
  };
}
