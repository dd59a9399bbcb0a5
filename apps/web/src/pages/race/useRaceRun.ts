import { useEffect, useState } from 'preact/hooks';
import { runTransport } from '../../app/connection.ts';
import { api } from '../../app/services.ts';
import { RunController, type RunSnapshot } from '../../client/run-controller.ts';

/**
 * This racer's run, once the server has started it (its id comes in `race:state`): the same
 * controller as solo play, attached to that run, so a reload carries on from the server's log
 * (and its clock counts down the limit the server gives the run).
 */
export function useRaceRun(puzzleId: string | null, runId: string | null): { run: RunController | null; snapshot: RunSnapshot | null } {
  const [run, setRun] = useState<RunController | null>(null);
  const [snapshot, setSnapshot] = useState<RunSnapshot | null>(null);
  useEffect(() => {
    // The puzzle is named from "Go" on, with the run.
    if (!runId || !puzzleId) return undefined;
    let controller: RunController | null = null;
    let live = true;
    void runTransport().then((transport) => {
      if (!live) return;
      controller = new RunController(transport, api);
      controller.subscribe(setSnapshot);
      setRun(controller);
      setSnapshot(controller.current);
      void controller.attach(puzzleId, runId);
    });
    return () => {
      live = false;
      controller?.dispose();
      setRun(null);
      setSnapshot(null);
    };
  }, [puzzleId, runId]);
  return { run, snapshot };
}
