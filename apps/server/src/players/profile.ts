import { isGameName, statsKindOf, type GameName } from '@gridrace/core';
import type { RunStatus } from '@gridrace/protocol';
import { countsOnBoard, ranksAhead } from '../leaderboards/ranking.ts';
import type { RunHistoryStore, RunRecord } from '../store/store.ts';

const HISTORY_LENGTH = 50;
const SCANNED_RUNS = 1000;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const runSummary = (run: RunRecord) => ({
  runId: run.id,
  puzzleId: run.puzzleId,
  game: run.game as GameName,
  status: run.status as RunStatus,
  ranked: run.ranked,
  timeMs: run.timeMs,
  moves: run.moves,
  score: run.score,
  startedAt: new Date(run.startedAt).toISOString(),
  finishedAt: iso(run.finishedAt),
});

/** A run opened and left before its first move was never played: no history shows it. */
const played = (run: RunRecord) => run.status !== 'playing' || run.moves > 0;

/**
 * A player's page (docs/runs.md#players): recent history, and their personal bests: per kind of board (core's
 * `statsKindOf`, as speedsolvers keep one best per event) the run that ranks first among those
 * that count, not every run.
 */
export async function playerRuns(store: RunHistoryStore, playerId: string) {
  const runs = await store.runsOfPlayer(playerId, SCANNED_RUNS);
  const bests = new Map<string, RunRecord>();
  for (const run of runs) {
    if (!isGameName(run.game) || !countsOnBoard(run.game, run)) continue;
    const kind = statsKindOf(run.puzzleId) ?? run.puzzleId;
    const best = bests.get(kind);
    if (!best || ranksAhead(run.game, run, best)) bests.set(kind, run);
  }
  return {
    personalBests: [...bests.values()].sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0)).map(runSummary),
    history: runs.filter(played).slice(0, HISTORY_LENGTH).map(runSummary),
  };
}
