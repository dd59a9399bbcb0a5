import type { GameName, PlacingFigure } from '@gridrace/core';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { DailyStats } from '../../client/api.ts';
import { api } from '../../app/services.ts';
import { paths } from '../../app/routes.ts';
import { dailyShareText } from '../share.ts';
import { LoadStatus } from '../Status.tsx';
import { useLoad } from '../useLoad.ts';
import { figureText, standingWords } from './stats-words.ts';
import { histogramLayout } from './histogram-layout.ts';
import '../../styles/stats.css';
import { t } from '../../i18n/messages.ts';
import { formatDate } from '../../i18n/format.ts';

const WIDTH = 320;
const HEIGHT = 120;
const BASE = 100;

type Bucket = DailyStats['buckets'][number];

/** Where the player's own result falls: its bucket (the last one holds the highest result too). */
function ownBucket(buckets: readonly Bucket[], value: number | null): number {
  if (value === null) return -1;
  const index = buckets.findIndex((bucket) => value >= bucket.from && value < bucket.to);
  const last = buckets.at(-1);
  return index >= 0 ? index : last && value === last.to ? buckets.length - 1 : -1;
}

/** The buckets in words, for screen readers: ranges, or the one value every result has. */
function bucketWords(game: GameName, buckets: readonly Bucket[]): string {
  const [only] = buckets;
  if (only && buckets.length === 1) return t('day.bucketAll', { value: figureText(game, only.from), count: only.count });
  return buckets.map((bucket) => t('day.bucket', { from: figureText(game, bucket.from), to: figureText(game, bucket.to), count: bucket.count })).join('; ');
}

function Histogram({ stats, own }: { stats: DailyStats; own: number | null }): JSX.Element {
  const { buckets, game } = stats;
  const most = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const mine = ownBucket(buckets, own);
  const { bar, labels, at } = histogramLayout(buckets, WIDTH);
  const ownX = own === null ? null : at(own);
  return (
    <svg viewBox={`0 -16 ${WIDTH} ${HEIGHT + 16}`} aria-hidden="true" data-histogram>
      {buckets.map((bucket, index) => {
        const height = (bucket.count / most) * (BASE - 4);
        const place = bar(index);
        return (
          <rect
            key={bucket.from}
            class={index === mine ? 'bar bar--own' : 'bar'}
            x={place.x}
            y={BASE - height}
            width={place.width}
            height={height}
            data-own-bucket={index === mine ? '' : undefined}
          />
        );
      })}
      {ownX !== null && (
        <>
          <line class="own-mark" x1={ownX} x2={ownX} y1={-4} y2={BASE} data-own-mark />
          <text class="own-label" x={Math.min(WIDTH - 24, Math.max(0, ownX - 12))} y={-6}>
            {t('tag.you')}
          </text>
        </>
      )}
      {labels.map((label) => (
        <text key={label.anchor} class="axis-label" x={label.x} y={BASE + 14} text-anchor={label.anchor} data-axis-label>
          {figureText(game as GameName, label.value)}
        </text>
      ))}
    </svg>
  );
}

/** Which of the player's own figures the day is placed by. */
const OWN_VALUE: Readonly<Record<PlacingFigure, 'score' | 'timeMs'>> = { score: 'score', time: 'timeMs' };

/**
 * How everyone did on a game's daily (docs/runs.md#statistics): the day's histogram with the
 * player's own result marked, where it stands in words, and a text to share.
 */
export function DayDistribution({ game, date, today, par }: { game: GameName; date?: string; today: boolean; par?: number | null }): JSX.Element {
  const loaded = useLoad(async () => {
    const [stats, dayPar] = await Promise.all([api.dailyStats(game, date), par === undefined ? api.dailyOf(game).then((daily) => daily.par) : par]);
    return { stats, par: dayPar };
  }, [game, date, par]);
  const [copied, setCopied] = useState(false);
  if (loaded.status !== 'ok') {
    return (
      <section class="day-distribution">
        <LoadStatus loaded={loaded} what="how everyone did today" />
      </section>
    );
  }
  const { stats } = loaded.value;
  const own = stats.own;
  const ownValue = own === null ? null : own[OWN_VALUE[stats.figure]];
  const standing = own === null ? null : standingWords(own.percentile, today, stats.count);
  const text =
    own === null
      ? null
      : dailyShareText({
          game,
          date: stats.date,
          timeMs: own.timeMs,
          moves: own.moves,
          score: own.score,
          par: loaded.value.par,
          standing,
          url: new URL(paths.daily(game), location.origin).href,
        });
  const copy = () =>
    text !== null &&
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section class="day-distribution" data-day-distribution aria-labelledby="day-distribution-title">
      <h2 id="day-distribution-title">{today ? t('day.today') : t('day.on', { date: formatDate(stats.date) })}</h2>
      {stats.count === 0 ? (
        <p class="muted">{t('day.nobody')}</p>
      ) : (
        <figure>
          <Histogram stats={stats} own={ownValue} />
          <figcaption>
            {t('day.players', { count: stats.count })}
            {stats.unfinished > 0 && ` ${t('day.unfinished', { count: stats.unfinished, figure: stats.figure })}`}
            {own !== null && t('day.yours', { value: figureText(game, ownValue), rank: own.rank })}.
            <span class="visually-hidden">
              {' '}
              {t('day.buckets', {
                figure: stats.figure,
                list: bucketWords(game, stats.buckets),
              })}
            </span>
          </figcaption>
        </figure>
      )}
      {standing !== null && (
        <p class="standing" data-standing>
          {t('day.standing', { standing })}
        </p>
      )}
      {text !== null && (
        <>
          <textarea class="share-text" readOnly rows={4} value={text} aria-label={t('day.shareLabel')} data-daily-share />
          <div class="actions">
            <button type="button" class="primary" onClick={copy}>
              {copied ? t('day.copied') : t('day.copy')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
