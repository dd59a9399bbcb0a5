import type { RunService } from '../runs/run-service.ts';
import type { JourneysStore } from '../store/store.ts';
import { settleJourney } from './progress.ts';

/**
 * Journeys follow the runs as they end (as fair play does): a run that ends, or is solved only
 * once its par comes, may complete a journey level, which unlocks the next. Settled before the
 * end is acknowledged, so the player's next look at the journey shows it.
 */
export function settleJourneysAsRunsEnd(runs: RunService, store: JourneysStore): void {
  runs.watchEnds((run, at) => settleJourney(store, run.puzzle.game, { ...run.record, ranked: run.ranked }, { status: run.status, score: run.result.score }, at));
}
