import type { JSX } from 'preact';
import type { DailyPuzzle } from '../client/api.ts';
import { api, guest } from '../app/services.ts';
import { paths } from '../app/routes.ts';
import { GAME_INFO, paramsLabel } from './games.ts';
import { standingOf, type Standing } from './standing.ts';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';

interface DailyStanding {
  readonly puzzle: DailyPuzzle;
  readonly standing: Standing;
}

/** Each daily with where the player stands on it: not played, in progress, given up, or result and rank. */
async function loadStandings(): Promise<DailyStanding[]> {
  const me = await guest.ensure().catch(() => null);
  const daily = await api.daily();
  return Promise.all(
    daily.puzzles.map(async (puzzle) => {
      const [mine, board] = await Promise.all([me ? api.ownRuns(puzzle.id).catch(() => null) : null, api.leaderboard(puzzle.id, 1).catch(() => null)]);
      return { puzzle, standing: standingOf(puzzle.game, mine?.runs ?? [], board) };
    }),
  );
}

export function DailyList(): JSX.Element {
  const standings = useLoad(loadStandings, []);
  if (standings.status !== 'ok') return <LoadStatus loaded={standings} what="today's puzzles" />;
  return (
    <ul class="dailies">
      {standings.value.map(({ puzzle, standing }) => (
        <li key={puzzle.id} data-daily={puzzle.game}>
          <a class="daily-title" href={paths.daily(puzzle.game)}>
            {GAME_INFO[puzzle.game].title}
          </a>
          <span class="muted daily-params">{paramsLabel(puzzle.id)}</span>
          <span class="daily-status" data-status={standing.kind}>
            {standing.text}
          </span>
          <a class="daily-board" href={paths.dailyLeaderboard(puzzle.game)}>
            leaderboard
          </a>
        </li>
      ))}
    </ul>
  );
}
