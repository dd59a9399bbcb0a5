import type { JSX } from 'preact';
import { formatTime } from '../client/clock.ts';
import type { DailyPuzzle, Leaderboard } from '../client/api.ts';
import { api, guest } from '../app/services.ts';
import { paths } from '../app/routes.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';

interface DailyStanding {
  readonly puzzle: DailyPuzzle;
  readonly board: Leaderboard | null;
  readonly played: boolean;
}

/** Each daily with where the player stands on it: not played, played, or time and rank. */
async function loadStandings(): Promise<DailyStanding[]> {
  const me = await guest.ensure().catch(() => null);
  const [daily, profile] = await Promise.all([api.daily(), me ? api.player(me.id).catch(() => null) : null]);
  const playedIds = new Set(profile?.history.map((run) => run.puzzleId) ?? []);
  return Promise.all(
    daily.puzzles.map(async (puzzle) => ({
      puzzle,
      board: await api.leaderboard(puzzle.id, 1).catch(() => null),
      played: playedIds.has(puzzle.id),
    })),
  );
}

function standing({ board, played }: DailyStanding): string {
  const own = board?.own;
  if (own) return `${formatTime(own.timeMs)} · #${own.rank} of ${board.total}`;
  return played ? 'played, not ranked' : 'not played';
}

export function DailyList(): JSX.Element {
  const standings = useLoad(loadStandings, []);
  if (standings.status !== 'ok') return <LoadStatus loaded={standings} what="today's puzzles" />;
  return (
    <ul class="dailies">
      {standings.value.map((s) => (
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
