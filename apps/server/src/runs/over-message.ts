import { overMessage as boardOverMessage } from '@gridrace/core';
import type { LiveRun } from './live-run.ts';

/**
 * Why a run takes no more requests, in words (`gave_up` is a word for programs). A run still
 * in play when its time limit came (a race's) is stored as given up, but nobody gave it up.
 */
export function overMessage(run: LiveRun): string {
  const timedOut = run.stoppedAtMs !== null && run.stoppedAtMs >= run.limitMs;
  switch (run.status) {
    case 'gave_up':
      return `This run is already over: ${timedOut ? 'its time ran out' : 'you gave up'}.`;
    case 'ended':
      return `This run is already over: ${timedOut ? 'its time ran out' : 'you ended it'}; its best score counts.`;
    case 'solved':
    case 'stuck':
      return boardOverMessage(run.status);
    case 'playing':
      return 'This run is still in play.';
  }
}
