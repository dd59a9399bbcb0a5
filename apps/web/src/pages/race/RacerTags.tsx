import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';
import { useSecondsUntil } from './room-clock.ts';

interface Props {
  readonly host: boolean;
  readonly you: boolean;
  /** Connection dropped, seat kept: shown until they are back or out. */
  readonly away?: boolean;
  /** While away: when they are out (server epoch ms), so the tag counts the seconds left. */
  readonly awayUntil?: number | null;
  /** A hint was taken: the run does not count. */
  readonly hinted?: boolean;
  /** A ghost: a stored run replayed at its own pace. */
  readonly ghost?: boolean;
  /** Their rating in the game, if they have one. */
  readonly rating?: number | null;
}

/** Away, and for how long the seat is still kept, counted down on the server's clock. */
function AwayTag({ until }: { until: number | null }): JSX.Element {
  const seconds = useSecondsUntil(until);
  return (
    <span class="tag tag-away" data-away={seconds ?? ''} title={seconds === null ? t('tag.awayTitle') : t('tag.awayTitleFor', { seconds })}>
      {seconds === null ? t('tag.away') : t('tag.awayFor', { seconds })}
    </span>
  );
}

/** The small labels beside a member's name, the same in the lobby, the progress bars and the results. */
export function RacerTags({ host, you, away = false, awayUntil = null, hinted = false, ghost = false, rating = null }: Props): JSX.Element {
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
      {away && <AwayTag until={awayUntil} />}
      {hinted && (
        <span class="tag tag-hinted" data-hinted title={t('tag.hintedTitle')}>
          {t('tag.hinted')}
        </span>
      )}
    </>
  );
}
