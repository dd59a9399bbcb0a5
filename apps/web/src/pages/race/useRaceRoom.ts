import { useEffect, useState } from 'preact/hooks';
import { runTransport } from '../../app/connection.ts';
import { RaceClient } from '../../client/race-client.ts';
import { RaceRoom, type RoomSnapshot } from '../../client/race-room.ts';

/** The race room `code` on this page: joined once the socket is up, left alone on unmount (the seat stays). */
export function useRaceRoom(code: string | null): { room: RaceRoom | null; snapshot: RoomSnapshot | null } {
  const [room, setRoom] = useState<RaceRoom | null>(null);
  const [snapshot, setSnapshot] = useState<RoomSnapshot | null>(null);
  useEffect(() => {
    if (!code) return undefined;
    let made: RaceRoom | null = null;
    let live = true;
    void runTransport().then((transport) => {
      if (!live) return;
      made = new RaceRoom(new RaceClient(transport), code);
      made.subscribe(setSnapshot);
      setRoom(made);
      setSnapshot(made.current);
      void made.enter();
    });
    return () => {
      live = false;
      made?.dispose();
    };
  }, [code]);
  return { room, snapshot };
}
