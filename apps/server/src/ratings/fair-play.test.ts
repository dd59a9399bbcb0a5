import { describe, expect, it } from 'vitest';
import type { RunReviewStatus } from '@gridrace/protocol';
import type { RatingsStore } from '../store/store.ts';
import { outOfRatings } from './fair-play.ts';

const storeWith = (status: RunReviewStatus | null) => ({ runFlag: async () => (status === null ? null : { reason: 'too_regular', at: 0, status }) }) as unknown as RatingsStore;

describe('a run out of ratings', () => {
  it('is one under review or voided; a cleared one, or one never flagged, counts', async () => {
    expect(await outOfRatings(storeWith('flagged'), 'r')).toBe(true);
    expect(await outOfRatings(storeWith('voided'), 'r')).toBe(true);
    expect(await outOfRatings(storeWith('cleared'), 'r')).toBe(false);
    expect(await outOfRatings(storeWith(null), 'r')).toBe(false);
  });
});
