import type { JSX } from 'preact';
import { ApiError, type DailyPuzzle, type Leaderboard, type RunSummary } from '../client/api.ts';
import { api, guest } from '../app/services.ts';
import { paths } from '../app/routes.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { standingOf } from './standing.ts';
import { LoadStatus } from './Status.tsx';
import type { Loaded } from './useLoad.ts';
import { formatDate } from '../i18n/format.ts';
import { t } from '../i18n/messages.ts';

interface DailyStanding {
  readonly puzzle: DailyPuzzle;
  /** What the standing is read from, so that it is said in the language of the moment. */
  readonly runs: readonly RunSummary[];
  readonly board: Leaderboard | null;
}

/** Today's dailies with the player's standing, or none yet today: the server's first day (when it says which) is still to come. */
export type TodaysDailies = { readonly standings: readonly DailyStanding[] } | { readonly notYet: true; readonly firstDay: string | null };

/** Each daily with where the player stands on it: not played, in progress, given up, or result and rank. */
export async function loadTodaysDailies(): Promise<TodaysDailies> {
  const me = await guest.ensure().catch(() => null);
  // A 404 for today: this server's dailies start on a later day; its reason says which.
  const daily = await api.daily().catch((error: unknown): { notYet: true; firstDay: string | null } => {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const firstDay = error.reason?.key === 'daily.before_first_day' ? error.reason.values?.firstDay : undefined;
    return { notYet: true, firstDay: typeof firstDay === 'string' ? firstDay : null };
  });
  if ('notYet' in daily) return daily;
  const standings = await Promise.all(
    daily.puzzles.map(async (puzzle) => {
      const [mine, board] = await Promise.all([me ? api.ownRuns(puzzle.id).catch(() => null) : null, api.leaderboard(puzzle.id, 1).catch(() => null)]);
      return { puzzle, runs: mine?.runs ?? [], board };
    }),
  );
  return { standings };
}

/** Whether links to today's dailies lead anywhere: not while the server says there are none yet. */
export const dailiesOpen = (dailies: Loaded<TodaysDailies>): boolean => !(dailies.status === 'ok' && 'notYet' in dailies.value);

export function DailyList({ dailies }: { dailies: Loaded<TodaysDailies> }): JSX.Element {
  if (dailies.status !== 'ok') return <LoadStatus loaded={dailies} what={t('daily.what')} />;
  if ('notYet' in dailies.value) {
    return (
      <p class="muted" role="status" data-no-dailies>
        {dailies.value.firstDay ? t('daily.startsOn', { day: formatDate(dailies.value.firstDay, { dateStyle: 'long' }) }) : t('daily.notYet')}
      </p>
    );
  }
  return (
    <ul class="dailies">
      {dailies.value.standings.map(({ puzzle, runs, board }) => {
        const standing = standingOf(puzzle.game, runs, board);
        return (
          <li key={puzzle.id} data-daily={puzzle.game}>
            <a class="daily-title" href={paths.daily(puzzle.game)}>
              {GAME_INFO[puzzle.game].title}
            </a>
            <span class="muted daily-params">{paramsLabel(puzzle.id)}</span>
            <span class="daily-status" data-status={standing.kind}>
              {standing.text}
            </span>
            <a class="daily-board" href={paths.dailyLeaderboard(puzzle.game)}>
              {t('daily.leaderboard')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
