import type { Kysely, Migration } from 'kysely';
import { rebuildEntries } from './board-entries.ts';

/**
 * What counts on a board changed (docs/fair-play.md#plausibility): runs under review or voided,
 * and restricted or hidden players, are off every board; bots rank on boards of their own. The
 * entries are chosen again from all runs by the new rules (the runs flagged before them leave
 * the boards).
 */
export const flagsBoardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of rebuildEntries('fair-play')) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of rebuildEntries('first')) await statement.execute(db);
  },
};
