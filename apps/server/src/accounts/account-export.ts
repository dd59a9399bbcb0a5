import { GAMES, type GameName } from '@gridrace/core';
import type { AccountExport } from '@gridrace/protocol';
import type { AccountsStore, RunsCursor } from '../store/accounts-store.ts';
import type { PlayerRecord, PlayersStore, StatsStore, Store } from '../store/store.ts';
import { KINDS_LISTED, statsOfPlayer } from '../stats/stats-of-player.ts';

/** Runs read per page, and log entries per read: what the export holds in memory at once. */
export const EXPORT_PAGES = { runs: 100, log: 1000, ratingHistory: 1000 } as const;

const iso = (ms: number) => new Date(ms).toISOString();
const json = (value: unknown) => JSON.stringify(value);

type ExportStore = PlayersStore & StatsStore & Pick<Store, 'ratingsOfPlayer' | 'journeyLevelsDone' | 'logPage'> & Pick<AccountsStore, 'runsOfPlayerPage' | 'ratingHistoryPage'>;

/**
 * An account's export (docs/accounts.md#export), as the text of one JSON document (`AccountExport`),
 * piece by piece: the runs a page at a time and each run's log a page at a time, so that a player
 * with many runs costs a page of memory, not all of them. The small parts (profile, ratings,
 * statistics, journeys) come first, the runs last.
 */
export async function* accountExport(store: ExportStore, player: PlayerRecord, today: string, now: number): AsyncGenerator<string> {
  const head: Omit<AccountExport, 'ratings' | 'statistics' | 'journeys' | 'runs'> = {
    format: 'gridrace-account-export',
    version: 1,
    exportedAt: iso(now),
    player: { id: player.id, name: player.name, createdAt: iso(player.createdAt), accountAt: iso(player.accountAt ?? player.createdAt) },
  };
  yield json(head).slice(0, -1);

  yield ',"ratings":[';
  let first = true;
  for (const rating of await store.ratingsOfPlayer(player.id)) {
    const { game, rating: value, deviation, volatility, games, updatedAt } = rating;
    yield `${first ? '' : ','}${json({ game, rating: value, deviation, volatility, games, updatedAt: iso(updatedAt) }).slice(0, -1)},"history":[`;
    first = false;
    let afterAt: number | null = null;
    let separator = '';
    for (;;) {
      const points = await store.ratingHistoryPage(player.id, game, afterAt, EXPORT_PAGES.ratingHistory);
      for (const point of points) {
        yield separator + json({ at: iso(point.at), rating: point.rating, deviation: point.deviation });
        separator = ',';
      }
      if (points.length < EXPORT_PAGES.ratingHistory) break;
      afterAt = points.at(-1)!.at;
    }
    yield ']}';
  }

  yield '],"statistics":[';
  first = true;
  for (const { game, kind } of await store.statsKindsOf(player.id, null, KINDS_LISTED * GAMES.length)) {
    const stats = await statsOfPlayer(store, player.id, game as GameName, today, kind);
    for (const figures of stats ?? []) {
      yield (first ? '' : ',') + json(figures);
      first = false;
    }
  }

  const journeys = await Promise.all(GAMES.map(async (game) => ({ game, levelsDone: await store.journeyLevelsDone(player.id, game) })));
  yield `],"journeys":${json(journeys.filter((journey) => journey.levelsDone.length > 0))},"runs":[`;

  first = true;
  let cursor: RunsCursor | null = null;
  for (;;) {
    const runs = await store.runsOfPlayerPage(player.id, cursor, EXPORT_PAGES.runs);
    for (const run of runs) {
      const summary = {
        runId: run.id,
        puzzleId: run.puzzleId,
        game: run.game,
        status: run.status,
        ranked: run.ranked,
        timeMs: run.timeMs,
        moves: run.moves,
        score: run.score,
        startedAt: iso(run.startedAt),
        finishedAt: run.finishedAt === null ? null : iso(run.finishedAt),
        timeLimitMs: run.timeLimitMs,
        remaining: run.remaining,
      };
      yield `${first ? '' : ','}${json(summary).slice(0, -1)},"log":[`;
      first = false;
      let afterSeq = 0;
      let separator = '';
      for (;;) {
        const entries = await store.logPage(run.id, afterSeq, EXPORT_PAGES.log);
        if (entries.length > 0) yield separator + entries.map((entry) => json({ seq: entry.seq, kind: entry.kind, move: entry.move, atMs: entry.atMs })).join(',');
        separator = ',';
        if (entries.length < EXPORT_PAGES.log) break;
        afterSeq = entries.at(-1)!.seq;
      }
      yield ']}';
    }
    if (runs.length < EXPORT_PAGES.runs) break;
    const last = runs.at(-1)!;
    cursor = { startedAt: last.startedAt, id: last.id };
  }
  yield ']}';
}
