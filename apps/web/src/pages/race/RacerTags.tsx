import type { JSX } from 'preact';
import { RaceLimits } from '@gridrace/protocol';
import { t } from '../../i18n/messages.ts';

interface Props {
  readonly host: boolean;
  readonly you: boolean;
  /** Connection dropped, seat kept: shown until they are back or out. */
  readonly away?: boolean;
  /** A hint was taken: the run does not count. */
  readonly hinted?: boolean;
  /** A ghost: a stored run replayed at its own pace. */
  readonly ghost?: boolean;
  /** Their rating in the game, if they have one. */
  readonly rating?: number | null;
}

const GRACE_S = Math.round(RaceLimits.reconnectGraceMs / 1000);

/** The small labels beside a member's name, the same in the lobby, the progress bars and the results. */
export function RacerTags({ host, you, away = false, hinted = false, ghost = false, rating = null }: Props): JSX.Element {
  return (
    <>
      {rating !== null && (
        <span class="tag tag-rating" data-rating title={t('tag.rating')}>
          {rating}
        </span>
      )}
      {ghost && (
        <span class="tag tag-ghost" data-ghost title={t('tag.ghostTitle')}>
          {t('tag.ghost')}
        </span>
      )}
      {host && (
        <span class="tag tag-host" title={t('tag.hostTitle')}>
          {t('tag.host')}
        </span>
      )}
      {you && <span class="tag tag-you">{t('tag.you')}</span>}
      {away && (
        <span class="tag tag-away" data-away title={t('tag.awayTitle', { seconds: GRACE_S })}>
          {t('tag.away')}
        </span>
      )}
      {hinted && (
        <span class="tag tag-hinted" data-hinted title={t('tag.hintedTitle')}>
          {t('tag.hinted')}
        </span>
      )}
    </>
  );
}
