import { useEffect, useState } from 'preact/hooks';
import type { Identity } from '../client/player-identity.ts';
import { guest } from './services.ts';

/** Renames the player (a guest, or the signed-in account) and tells every component that shows the name. */
export function renameGuest(name: string): Promise<Identity> {
  return guest.rename(name);
}

/**
 * This browser's player: the stored guest, the signed-in account (GET /api/v1/session), or a guest
 * created on the first visit (no sign-up, no dialog). Re-renders when it changes (renamed, signed in or out).
 */
export function useIdentity(): Identity | null {
  const [identity, setIdentity] = useState<Identity | null>(guest.current);
  useEffect(() => {
    const stop = guest.onChange(setIdentity);
    guest.ensure().then(setIdentity, () => setIdentity(null));
    return stop;
  }, []);
  return identity;
}
