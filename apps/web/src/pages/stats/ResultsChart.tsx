import type { PlacingFigure } from '@gridrace/core';
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameStats } from '../../client/api.ts';
import { figureText } from './stats-words.ts';
import { type MessageKey, t } from '../../i18n/messages.ts';
import { formatDate } from '../../i18n/format.ts';

// The chart library is its own chunk, fetched by the pages that draw a chart, never up front.
const loadPlot = () => import('./results-plot.ts');

/** The latest results shown in the text that stands for the chart (screen readers, no script for canvas). */
const TABLE_ROWS = 12;

/** What the values are called, by the figure the game places by. */
const VALUE_LABEL: Readonly<Record<PlacingFigure, MessageKey>> = { score: 'chart.score', time: 'chart.time' };
/** The caption's choice of words: a score or a time. */
const CAPTION_SCORE: Readonly<Record<PlacingFigure, 'yes' | 'no'>> = { score: 'yes', time: 'no' };

/** Results over time with the running average of 12 and the personal-best line, and the same in text. */
export function ResultsChart({ stats }: { stats: GameStats }): JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  const spokenRef = useRef<HTMLSpanElement>(null);
  const [failed, setFailed] = useState(false);
  const { history, game } = stats;
  const bestValue = stats.bests[stats.averageOf]?.value ?? null;
  useEffect(() => {
    const element = box.current;
    const spoken = spokenRef.current;
    if (!element || !spoken || history.length === 0) return;
    let live = true;
    let plot: { resize(width: number): void; destroy(): void } | null = null;
    let observer: ResizeObserver | null = null;
    let theme: MutationObserver | null = null;
    loadPlot().then(
      ({ drawResults, TIME_STEPS }) => {
        if (!live) return;
        const draw = () => {
          plot?.destroy();
          plot = drawResults(
            element,
            {
              at: history.map((point) => point.at / 1000),
              values: history.map((point) => point.value),
              average12: history.map((point) => point.average12),
              best: bestValue,
              valueLabel: t(VALUE_LABEL[stats.averageOf]),
              format: (value) => figureText(game, value),
              // Times fall on the clock's steps; scores on plain numbers.
              steps: { score: undefined, time: TIME_STEPS }[stats.averageOf],
            },
            element.clientWidth,
            spoken,
          );
        };
        draw();
        element.dataset.drawn = '';
        observer = new ResizeObserver(() => plot?.resize(element.clientWidth));
        observer.observe(element);
        // The canvas takes the theme's colours when drawn: a change of theme draws it again.
        theme = new MutationObserver(draw);
        theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      observer?.disconnect();
      theme?.disconnect();
      plot?.destroy();
    };
  }, [history, game, bestValue, stats.averageOf]);
  if (history.length === 0) return <p class="muted">{t('chart.none')}</p>;
  const latest = history.slice(-TABLE_ROWS).reverse();
  const captionId = `results-caption-${game}`;
  return (
    <figure class="results-chart">
      <figcaption id={captionId}>{t('chart.caption', { score: CAPTION_SCORE[stats.averageOf], count: history.length, best: figureText(game, bestValue) })}</figcaption>
      {/* The canvas is a picture; the table below says the same in words, and each point its own under the pointer or the arrow keys. */}
      <div class="chart-box" ref={box} tabIndex={0} role="group" aria-label={t('chart.explore')} data-results-chart />
      <span class="visually-hidden" aria-live="polite" ref={spokenRef} data-chart-spoken />
      {failed && <p class="error">{t('chart.failed')}</p>}
      {/* Hidden by a box, not on the table: a table is as wide as its text whatever its width says, and would widen a phone's page. */}
      <div class="visually-hidden">
        <table aria-describedby={captionId}>
          <caption>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th>{t('chart.started')}</th>
              <th>{t(VALUE_LABEL[stats.averageOf])}</th>
              <th>{t('chart.average12')}</th>
            </tr>
          </thead>
          <tbody>
            {latest.map((point) => (
              <tr key={point.runId}>
                <td>{formatDate(new Date(point.at), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>{point.value === null ? t('chart.notSolved') : figureText(game, point.value)}</td>
                <td>{figureText(game, point.average12)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
