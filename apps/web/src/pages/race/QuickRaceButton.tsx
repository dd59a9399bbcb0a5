import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { runTransport } from '../../app/connection.ts';
import { navigate } from '../../app/router.ts';
import { paths } from '../../app/routes.ts';
import { guest } from '../../app/services.ts';
import { RaceClient } from '../../client/race-client.ts';

type Phase = { readonly kind: 'idle' } | { readonly kind: 'looking' } | { readonly kind: 'failed'; readonly message: string };

/**
 * One click to race a stranger (SPEC §3 Quick races): the server queues the player and forms
 * the race; once a `race:state` seats them (a race of people, or a ghost when nobody came),
 * they are taken to its room.
 */
export function QuickRaceButton({ game, label = 'Quick race' }: { game: GameName; label?: string }): JSX.Element {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const client = useRef<RaceClient | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const ask = async () => {
    setPhase({ kind: 'looking' });
    try {
      const races = new RaceClient(await runTransport());
      client.current = races;
      const me = guest.current?.id;
      stop.current = races.onState((race) => {
        if (race.players.some((p) => p.id === me)) navigate(paths.race(race.code));
      });
      const asked = await races.quick(game);
      if (!asked.ok) return setPhase({ kind: 'failed', message: asked.message });
      if ('code' in asked.value) navigate(paths.race(asked.value.code));
    } catch (failure) {
      setPhase({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
    }
  };
  const cancel = () => {
    stop.current?.();
    void client.current?.cancelQuick();
    setPhase({ kind: 'idle' });
  };

  if (phase.kind === 'looking') {
    return (
      <span class="quick-race" role="status" data-quick-looking={game}>
        <span class="spinner" aria-hidden="true" /> Looking for racers…{' '}
        <button type="button" class="link-button" onClick={cancel}>
          cancel
        </button>
      </span>
    );
  }
  return (
    <span class="quick-race">
      <button type="button" class="primary" data-quick-race={game} onClick={() => void ask()}>
        {label}
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
