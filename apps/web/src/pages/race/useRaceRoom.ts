import { useEffect, useState } from 'preact/hooks';
import { runTransport } from '../../app/connection.ts';
import { NO_ANSWER, RaceClient } from '../../client/race-client.ts';
import { RaceRoom, type RoomSnapshot } from '../../client/race-room.ts';
import type { PushTransport } from '../../client/transport.ts';

/** The race room `code` on this page: joined once the socket is up, left alone on unmount (the seat stays). */
export function useRaceRoom(code: string | null): { room: RaceRoom | null; snapshot: RoomSnapshot | null } {
  const [room, setRoom] = useState<RaceRoom | null>(null);
  const [snapshot, setSnapshot] = useState<RoomSnapshot | null>(null);
  useEffect(() => {
    if (!code) return undefined;
    let made: RaceRoom | null = null;
    let live = true;
    const enter = (transport: PushTransport) => {
      if (!live) return;
      made = new RaceRoom(new RaceClient(transport), code);
      made.subscribe(setSnapshot);
      setRoom(made);
      setSnapshot(made.current);
      void made.enter();
    };
    // No guest could be made (the server is unreachable): the page says so instead of waiting forever.
    const unreachable = (failure: unknown) => {
      const message = failure instanceof Error ? failure.message : String(failure);
      if (live) setSnapshot({ phase: 'failed', race: null, connected: false, error: { code: NO_ANSWER, message }, notice: null, busy: false });
    };
    runTransport().then(enter, unreachable);
    return () => {
      live = false;
      made?.dispose();
    };
  }, [code]);
  return { room, snapshot };
}
