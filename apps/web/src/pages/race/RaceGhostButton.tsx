import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { runTransport } from '../../app/connection.ts';
import { navigate } from '../../app/router.ts';
import { RaceClient } from '../../client/race-client.ts';
import { failureText, t } from '../../i18n/messages.ts';

/**
 * "Race this ghost" (SPEC §3 Ghosts): a room on the run's puzzle with the run as a ghost racer,
 * replayed at its own pace; the player starts it when ready (and may invite friends first).
 */
export function RaceGhostButton({ game, runId, label }: { game: GameName; runId: string; label?: string }): JSX.Element {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const race = async () => {
    setBusy(true);
    setError(null);
    try {
      const created = await new RaceClient(await runTransport()).create({ game, ghosts: [runId] });
      if (!created.ok) return setError(created.message);
      navigate(created.value.link);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
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
