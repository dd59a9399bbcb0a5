import { useEffect, useState } from 'preact/hooks';
import { RunController, type RunSnapshot } from '../../client/run-controller.ts';
import { runTransport } from '../../app/connection.ts';
import { api } from '../../app/services.ts';

/** The run of `puzzleId` on this page (the player's run in play, their last one, or a new one): its controller and latest snapshot. */
export function useRunController(puzzleId: string): { run: RunController | null; snapshot: RunSnapshot | null } {
  const [run, setRun] = useState<RunController | null>(null);
  const [snapshot, setSnapshot] = useState<RunSnapshot | null>(null);
  useEffect(() => {
    let controller: RunController | null = null;
    let live = true;
    void runTransport().then((transport) => {
      if (!live) return;
      controller = new RunController(transport, api);
      controller.subscribe(setSnapshot);
      setRun(controller);
      setSnapshot(controller.current);
      void controller.start(puzzleId);
    });
    return () => {
      live = false;
      controller?.dispose();
    };
  }, [puzzleId]);
  return { run, snapshot };
}
