import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { runTransport } from '../../app/connection.ts';
import { navigate } from '../../app/router.ts';
import { paths } from '../../app/routes.ts';
import { guest } from '../../app/services.ts';
import { RaceClient } from '../../client/race-client.ts';
import { errorText, failureText, t } from '../../i18n/messages.ts';

type Phase = { readonly kind: 'idle' } | { readonly kind: 'looking' } | { readonly kind: 'failed'; readonly message: string };

/**
 * One click to race a stranger (docs/races.md#quick-races): the server queues the player and forms
 * the race; once a `race:state` seats them (a race of people, or a ghost when nobody came),
 * they are taken to its room.
 */
export function QuickRaceButton({ game, label }: { game: GameName; label?: string }): JSX.Element {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const client = useRef<RaceClient | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const looking = useRef(false);
  // Leaving the page while still queued takes the player out of the queue: nobody is seated in a race they do not see.
  useEffect(
    () => () => {
      stop.current?.();
      if (looking.current) void client.current?.cancelQuick();
    },
    [],
  );

  const ask = async () => {
    looking.current = true;
    setPhase({ kind: 'looking' });
    try {
      const races = new RaceClient(await runTransport());
      client.current = races;
      const me = guest.current?.id;
      stop.current = races.onState((race) => {
        if (!race.players.some((p) => p.id === me)) return;
        looking.current = false;
        navigate(paths.race(race.code));
      });
      const asked = await races.quick(game);
      if (!asked.ok) {
        looking.current = false;
        return setPhase({ kind: 'failed', message: errorText(asked.code) });
      }
      if ('code' in asked.value) {
        looking.current = false;
        navigate(paths.race(asked.value.code));
      }
    } catch (failure) {
      looking.current = false;
      setPhase({ kind: 'failed', message: failureText(failure) });
    }
  };
  const cancel = () => {
    looking.current = false;
    stop.current?.();
    void client.current?.cancelQuick();
    setPhase({ kind: 'idle' });
  };

  if (phase.kind === 'looking') {
    return (
      <span class="quick-race" role="status" data-quick-looking={game}>
        <span class="spinner" aria-hidden="true" /> {t('race.looking')}{' '}
        <button type="button" class="link-button" onClick={cancel}>
          {t('race.cancel')}
        </button>
      </span>
    );
  }
  return (
    <span class="quick-race">
      <button type="button" class="primary" data-quick-race={game} onClick={() => void ask()}>
        {label ?? t('race.quick')}
      </button>
      {phase.kind === 'failed' && (
        <span class="error" role="alert">
          {' '}
          {phase.message}
        </span>
      )}
    </span>
  );
}
