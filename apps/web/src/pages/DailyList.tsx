import type { JSX } from 'preact';
import { formatTime } from '../client/clock.ts';
import { ApiError, type DailyPuzzle, type Leaderboard } from '../client/api.ts';
import { api, guest } from '../app/services.ts';
import { paths } from '../app/routes.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { LoadStatus } from './Status.tsx';
import type { Loaded } from './useLoad.ts';

interface DailyStanding {
  readonly puzzle: DailyPuzzle;
  readonly board: Leaderboard | null;
  readonly played: boolean;
}

/** Today's dailies with the player's standing, or why there are none today (the server's first day is still to come). */
export type TodaysDailies = { readonly standings: readonly DailyStanding[] } | { readonly notYet: string };

/** Each daily with where the player stands on it: not played, played, or time and rank. */
export async function loadTodaysDailies(): Promise<TodaysDailies> {
  const me = await guest.ensure().catch(() => null);
  const [daily, profile] = await Promise.all([
    // A 404 for today: this server's dailies start on a later day; its message says which.
    api.daily().catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return { notYet: error.message };
      throw error;
    }),
    me ? api.player(me.id).catch(() => null) : null,
  ]);
  if ('notYet' in daily) return daily;
  const playedIds = new Set(profile?.history.map((run) => run.puzzleId) ?? []);
  const standings = await Promise.all(
    daily.puzzles.map(async (puzzle) => ({
      puzzle,
      board: await api.leaderboard(puzzle.id, 1).catch(() => null),
      played: playedIds.has(puzzle.id),
    })),
  );
  return { standings };
}

/** Whether links to today's dailies lead anywhere: not while the server says there are none yet. */
export const dailiesOpen = (dailies: Loaded<TodaysDailies>): boolean => !(dailies.status === 'ok' && 'notYet' in dailies.value);

function standing({ board, played }: DailyStanding): string {
  const own = board?.own;
  if (own) return `${formatTime(own.timeMs)} · #${own.rank} of ${board.total}`;
  return played ? 'played, not ranked' : 'not played';
}

export function DailyList({ dailies }: { dailies: Loaded<TodaysDailies> }): JSX.Element {
  if (dailies.status !== 'ok') return <LoadStatus loaded={dailies} what="today's puzzles" />;
  if ('notYet' in dailies.value) {
    return (
      <p class="muted" role="status" data-no-dailies>
        {dailies.value.notYet}
      </p>
    );
  }
  return (
    <ul class="dailies">
      {dailies.value.standings.map((s) => (
        <li key={s.puzzle.id} data-daily={s.puzzle.game}>
          <a class="daily-title" href={paths.daily(s.puzzle.game)}>
            {GAME_INFO[s.puzzle.game].title}
          </a>
          <span class="muted daily-params">{paramsLabel(s.puzzle.id)}</span>
          <span class="daily-status" data-status={s.board?.own ? 'ranked' : s.played ? 'played' : 'new'}>
            {standing(s)}
          </span>
          <a class="daily-board" href={paths.dailyLeaderboard(s.puzzle.game)}>
            leaderboard
          </a>
        </li>
      ))}
    </ul>
  );
}
