import { useEffect, useState } from 'preact/hooks';
import type { Identity } from '../client/player-identity.ts';
import { guest } from './services.ts';

const listeners = new Set<(identity: Identity | null) => void>();

/** Renames the guest and tells every component that shows the name. */
export async function renameGuest(name: string): Promise<Identity> {
  const renamed = await guest.rename(name);
  for (const listener of listeners) listener(renamed);
  return renamed;
}

/** The guest player, created on the first visit (no sign-up, no dialog). */
export function useIdentity(): Identity | null {
  const [identity, setIdentity] = useState<Identity | null>(guest.current);
  useEffect(() => {
    listeners.add(setIdentity);
    guest.ensure().then(setIdentity, () => setIdentity(null));
    return () => void listeners.delete(setIdentity);
  }, []);
  return identity;
}
