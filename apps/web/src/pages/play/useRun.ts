import { useEffect, useState } from 'preact/hooks';
import { RunController, type RunSnapshot } from '../../client/run-controller.ts';
import { runTransport } from '../../app/connection.ts';
import { api } from '../../app/services.ts';

/** The run of `puzzleId` on this page (the player's run in play, their last one, or a new one): its controller and latest snapshot. */
export function useRun(puzzleId: string): { run: RunController | null; snapshot: RunSnapshot | null } {
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

/** Re-renders every `ms` while `active`, for a running clock. */
export function useTicker(active: boolean, ms = 100): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setTick((t) => t + 1), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}
