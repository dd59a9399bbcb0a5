import { hasScoreLeaderboard, type AnyRules } from '@gridrace/core';
import { formatTime } from '../../i18n/format.ts';
import { t } from '../../i18n/messages.ts';
import { scoreWords, wordsOf } from '../../i18n/game-words.ts';

/**
 * How this racer's run ended, in a few words, on the time that ranks it (a `score` game: when
 * its best came). A finish game that also makes points (`same`) gives them first, as its share
 * texts do.
 */
export function doneText(rules: AnyRules, runStatus: string | null, { timeMs, score }: { timeMs: number; score: number }): string {
  if (runStatus === 'gave_up') return t('race.done.gaveUp');
  const { submit } = wordsOf(rules);
  const time = formatTime(timeMs);
  if (submit) return t('race.done.submitted', { done: submit.done, score: scoreWords(rules, score), time, par: runStatus === 'solved' ? 'yes' : 'no' });
  if (runStatus === 'stuck') return t('race.done.stuck', { score: scoreWords(rules, score) });
  if (hasScoreLeaderboard(rules)) return t('race.done.finishedPoints', { score: scoreWords(rules, score), time });
  return t('race.done.finished', { time });
}
