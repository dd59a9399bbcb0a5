import { t } from '../../i18n/messages.ts';

/** What the countdown shows with `remainingMs` to go: 3, 2, 1 (each a whole second), then "Go". */
export function countdownFace(remainingMs: number): string {
  return remainingMs > 0 ? String(Math.ceil(remainingMs / 1000)) : t('race.go');
}
