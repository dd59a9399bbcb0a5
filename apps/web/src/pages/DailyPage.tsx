import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { api } from '../app/services.ts';
import { GAME_INFO } from './games.ts';
import { PlayPage } from './PlayPage.tsx';
import { LoadStatus } from './Status.tsx';
import { useLoad } from './useLoad.ts';
import { t } from '../i18n/messages.ts';

/** Today's puzzle of one game: the same board for everyone in the world today. */
export function DailyPage({ game }: { game: GameName }): JSX.Element {
  const daily = useLoad(() => api.dailyOf(game), [game]);
  if (daily.status !== 'ok') {
    return (
      <section class="play">
        <h1>{t('daily.title', { game: GAME_INFO[game].title })}</h1>
        {daily.status === 'loading' ? (
          <p class="busy" role="status" data-preparing>
            <span class="spinner" aria-hidden="true" /> {GAME_INFO[game].preparing}
          </p>
        ) : (
          <LoadStatus loaded={daily} what={t('daily.whatOne')} />
        )}
      </section>
    );
  }
  return <PlayPage puzzleId={daily.value.id} daily={daily.value.date} />;
}
