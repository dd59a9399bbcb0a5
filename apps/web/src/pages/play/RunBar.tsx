import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { RunController, RunSnapshot } from '../../client/run-controller.ts';
import { unrankedWhy } from './ranking.ts';
import { useTicker } from './useTicker.ts';
import { t } from '../../i18n/messages.ts';
import { wordsOf } from '../../i18n/game-words.ts';
import { formatNumber, formatTime } from '../../i18n/format.ts';

/** Clock (the server's time), moves and par (and `same`'s points and best-known score), always in view above the board. */
export function RunBar({ run, snapshot }: { run: RunController; snapshot: RunSnapshot }): JSX.Element {
  const playing = snapshot.phase === 'playing';
  useTicker(playing);
  const elapsed = run.elapsedMs();
  // A time limit counts down while the run is on; after it, the time played is what matters.
  const limit = playing ? snapshot.timeLimitMs : null;
  const words = snapshot.puzzle ? wordsOf(snapshot.puzzle.rules) : null;
  useEffect(() => run.checkTime());
  return (
    <dl class="run-bar" aria-live="off">
      <div>
        <dt>{limit === null ? t('bar.time') : t('bar.timeLeft')}</dt>
        <dd class="clock" data-clock>
          {formatTime(limit === null ? elapsed : Math.max(0, limit - elapsed))}
        </dd>
      </div>
      <div>
        <dt>{t('bar.moves')}</dt>
        <dd data-moves>{formatNumber(snapshot.state?.moves ?? 0)}</dd>
      </div>
      {words?.score && (
        <div>
          <dt>{words.score.label}</dt>
          <dd data-score>{formatNumber(snapshot.state?.score ?? 0)}</dd>
        </div>
      )}
      {snapshot.bestScore != null && (
        <div title={t('bar.bestKnownTitle')}>
          <dt>{t('bar.bestKnown')}</dt>
          <dd data-best-score>{formatNumber(snapshot.bestScore)}</dd>
        </div>
      )}
      <div>
        <dt>{words?.parLabel ?? t('words.parLabel')}</dt>
        <dd data-par>{snapshot.parPending ? t('bar.computing') : (snapshot.puzzle?.par ?? '—')}</dd>
      </div>
      {!snapshot.ranked && (
        <div>
          <dt>{t('bar.unranked')}</dt>
          <dd data-unranked>{unrankedWhy(snapshot)}</dd>
        </div>
      )}
    </dl>
  );
}
