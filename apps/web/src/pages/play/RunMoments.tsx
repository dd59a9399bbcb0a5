import { statsKindOf, type GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../app/services.ts';
import { useIdentity } from '../../app/useIdentity.ts';
import { runMoments } from '../stats/stats-words.ts';
import type { GameStats } from '../../client/api.ts';

/**
 * What a finished run did for its player's records: a personal best, a best average, a streak,
 * among their runs of the same kind of board only (a 3x3 beats no 4x4, a Walls level no other level).
 */
export function RunMoments({
  game,
  puzzleId,
  runId,
  daily,
  ranked,
}: {
  game: GameName;
  puzzleId: string;
  runId: string;
  daily: string | null;
  ranked: boolean;
}): JSX.Element | null {
  const me = useIdentity();
  const [stats, setStats] = useState<GameStats | null>(null);
  const playerId = me?.id ?? null;
  const kind = statsKindOf(puzzleId);
  useEffect(() => {
    setStats(null);
    if (!ranked || playerId === null || kind === null) return;
    let live = true;
    api.playerStats(playerId, game, kind).then(
      ({ games }) => live && setStats(games[0] ?? null),
      // The moments are a pleasure, not a duty: without them the panel says the rest.
      () => undefined,
    );
    return () => void (live = false);
  }, [playerId, game, kind, runId, daily, ranked]);
  // Said at each render, so a switch of language says them again.
  const moments = stats ? runMoments(stats, runId, daily) : [];
  if (moments.length === 0) return null;
  return (
    <ul class="run-moments" data-moments>
      {moments.map((moment) => (
        <li key={moment}>{moment}</li>
      ))}
    </ul>
  );
}
