import type { RunService } from '../runs/run-service.ts';
import type { RatingsStore, RunsStore } from '../store/store.ts';
import { flaggedAfterCheck } from './fair-play.ts';

/** Ended runs remembered as checked, so a run told of twice is checked once. */
const CHECKED_MEMORY = 10_000;

/**
 * Fair play: each ranked run is checked for implausible timing as it ends, and flagged in the
 * store when it is (visible on `GET /api/v1/runs/{id}`, and kept out of every rating).
 */
export function flagRunsAsTheyEnd(runs: RunService, store: RatingsStore & RunsStore, now: () => number, failed: (error: unknown) => void): void {
  const checked = new Set<string>();
  runs.watch((run) => {
    const id = run.record.id;
    if (!run.over || !run.ranked || checked.has(id)) return;
    if (checked.size >= CHECKED_MEMORY) checked.clear();
    checked.add(id);
    flaggedAfterCheck(store, id, now()).catch(failed);
  });
}
