import type { RunSnapshot } from '../../client/run-controller.ts';
import { t } from '../../i18n/messages.ts';

/** Why a run does not rank, in a player's words; null when it ranks. */
export const unrankedWhy = (run: Pick<RunSnapshot, 'ranked' | 'hinted'>): string | null => (run.ranked ? null : run.hinted ? t('ranking.hint') : t('ranking.daily'));

/**
 * The way to another run of the puzzle, and what that run would count for: on a daily only
 * the first run ranks (the server's word, `againRanked`); elsewhere the best run counts.
 */
export function againChoice(run: Pick<RunSnapshot, 'againRanked'>): { readonly label: string; readonly note: string } {
  return run.againRanked ? { label: t('ranking.again'), note: t('ranking.againNote') } : { label: t('ranking.againUnranked'), note: t('ranking.againUnrankedNote') };
}
