import type { RunService } from '../runs/run-service.ts';
import type { FairPlayStore, RunsStore } from '../store/store.ts';
import { flagReasonOf, judgeEndedRun } from './judgement.ts';

/**
 * Fair play (docs/fair-play.md#plausibility): each run is judged as it ends, inside its lock and
 * before the request that ended it is answered, so a flagged run leaves the boards (in the
 * flag's own write) before its player, or anyone they tell, can look. The player is told in the
 * answer (`review`). A judgement that fails is logged, not the player's failure: their run has
 * ended and is stored.
 */
export function judgeRunsAsTheyEnd(runs: RunService, store: FairPlayStore & RunsStore, failed: (error: unknown, runId: string) => void): void {
  runs.watchEnds(async (run, at) => {
    if (!run.over || run.review !== null) return;
    const id = run.record.id;
    try {
      const log = await store.logOf(id);
      const judgement = await judgeEndedRun(store, {
        id,
        playerId: run.record.playerId,
        puzzle: run.puzzle,
        solved: run.status === 'solved',
        ranked: run.ranked,
        log,
      });
      const { flagged } = judgement;
      await store.keepJudgement(id, judgement.movesKey, flagged && { reason: flagReasonOf(flagged), at, evidence: flagged });
      if (flagged) run.review = 'flagged';
    } catch (error) {
      failed(error, id);
    }
  });
}
