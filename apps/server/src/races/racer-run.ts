import { progressOf, standingOf } from '@gridrace/core';
import type { RacerStatus } from '@gridrace/protocol';
import type { LiveRun } from '../runs/live-run.ts';
import type { RacerRun } from './race.ts';

/** What a race keeps of a racer's run after each of its moves (taken at once: the run goes on changing). */
export function racerRun(run: LiveRun): RacerRun {
  const finishMs = run.over ? run.stoppedAtMs : null;
  return {
    runId: run.record.id,
    runStatus: run.status,
    ranked: run.ranked,
    progress: progressOf(run.puzzle, run.state),
    // A `score` game counts its best, reached at `best.atMs`, as the leaderboard does.
    ...standingOf(run.puzzle, run.play, finishMs),
    finishMs,
    finishedAt: finishMs === null ? null : run.record.startedAt + finishMs,
  };
}

/** A run given up did not finish the race; any other end (solved, stuck, a layout submitted) did. */
export const racerStatusOf = (run: RacerRun): RacerStatus => (run.runStatus === 'playing' ? 'playing' : run.runStatus === 'gave_up' ? 'dnf' : 'finished');
