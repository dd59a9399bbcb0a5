import { NO_HINT, type RunNotice } from '../../client/run-snapshot.ts';
import { errorText, t } from '../../i18n/messages.ts';

/** A run's notice in the player's language: a refusal or failure by its code, or the client's own word. */
export function noticeText(notice: RunNotice | null): string | null {
  if (!notice) return null;
  return notice.code === NO_HINT ? t('run.noHint') : errorText(notice.code);
}
