import type { RatingsStore } from '../store/store.ts';

/**
 * Whether a run is out of every rating (docs/fair-play.md#plausibility): under review or voided.
 * A run is judged as it ends (fair-play/judge-as-runs-end.ts), before its race can finish, so its
 * review is stored by the time the race is rated; a cleared run counts again.
 */
export async function outOfRatings(store: RatingsStore, runId: string): Promise<boolean> {
  const review = await store.runFlag(runId);
  return review !== null && review.status !== 'cleared';
}
