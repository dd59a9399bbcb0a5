import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';

export interface RatingPoint {
  readonly at: string;
  readonly rating: number;
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** Where the points go in the plot: x by order (one step per rated race), y by rating, with a margin. */
export function plotPoints(points: readonly RatingPoint[]): { x: number; y: number }[] {
  const ratings = points.map((p) => p.rating);
  const low = Math.min(...ratings) - 10;
  const high = Math.max(...ratings) + 10;
  const stepX = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  return points.map((p, i) => ({
    x: PAD + (points.length > 1 ? i * stepX : (WIDTH - 2 * PAD) / 2),
    y: PAD + ((high - p.rating) / (high - low)) * (HEIGHT - 2 * PAD),
  }));
}

/** A player's rating after each rated race, as a small line (inline SVG: nothing to load). */
export function RatingPlot({ points, label }: { points: readonly RatingPoint[]; label: string }): JSX.Element {
  if (points.length === 0) return <p class="muted">{t('ratings.noneShort')}</p>;
  const placed = plotPoints(points);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <figure class="rating-plot" data-rating-plot>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${label}: from ${first.rating} to ${last.rating}`}>
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} class="rating-plot-frame" />
        <polyline points={placed.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} class="rating-plot-line" />
        {placed.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={3} class="rating-plot-dot">
            <title>{`${points[i]!.rating} · ${new Date(points[i]!.at).toLocaleString()}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption class="muted">
        {label}: {first.rating} → {last.rating}
      </figcaption>
    </figure>
  );
}
