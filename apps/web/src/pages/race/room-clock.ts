import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ServerClock } from '../../client/race-clock.ts';
import { useTicker } from '../play/useTicker.ts';

/** The server's clock as the race room learnt it (`RaceRoom.clock`), for whatever in the room counts down. */
export const RoomClock = createContext<ServerClock | null>(null);

/**
 * Whole seconds until the server instant `until` (0 once past), ticking while it counts; null
 * when there is nothing to count or the page has not heard the server's time yet.
 */
export function useSecondsUntil(until: number | null): number | null {
  const clock = useContext(RoomClock);
  useTicker(until !== null, 250);
  const left = until === null || clock === null ? null : clock.until(until, performance.now());
  return left === null ? null : Math.max(0, Math.ceil(left / 1000));
}
