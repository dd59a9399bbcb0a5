import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';
import { useCreateRace } from './useCreateRace.ts';

/**
 * "Race this ghost" (docs/races.md#ghosts): a room on the run's puzzle with the run as a ghost racer,
 * replayed at its own pace; the player starts it when ready (and may invite friends first).
 */
export function RaceGhostButton({ game, runId, label }: { game: GameName; runId: string; label?: string }): JSX.Element {
  const { busy, error, create } = useCreateRace();
  const race = () => create({ game, ghosts: [runId] });
  return (
    <>
      <button type="button" class="link-button" data-race-ghost={runId} disabled={busy} aria-busy={busy} onClick={() => void race()}>
        {label ?? t('race.ghost')}
      </button>
      {error && (
        <span class="error" role="alert">
          {' '}
          {error}
        </span>
      )}
    </>
  );
}
