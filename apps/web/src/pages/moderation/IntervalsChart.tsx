import type { IntervalBin } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { formatNumber } from '../../i18n/format.ts';
import { mt } from './words.ts';

const ms = (value: number) => `${formatNumber(value)} ms`;
const binLabel = (bin: IntervalBin) => (bin.toMs === null ? mt('mod.binOpen', { from: ms(bin.fromMs) }) : mt('mod.bin', { from: ms(bin.fromMs), to: ms(bin.toMs) }));

/**
 * The histogram of a run's intervals between requests as CSS bars, each bar under the human floor
 * marked, with the same figures as a table for screen readers and a sentence that sums it up.
 */
export function IntervalsChart({ intervals, floorMs }: { intervals: readonly IntervalBin[]; floorMs: number }): JSX.Element {
  const most = Math.max(1, ...intervals.map((bin) => bin.count));
  const all = intervals.reduce((sum, bin) => sum + bin.count, 0);
  const below = intervals.filter((bin) => bin.toMs !== null && bin.toMs <= floorMs).reduce((sum, bin) => sum + bin.count, 0);
  return (
    <figure class="intervals" data-intervals>
      <figcaption>{mt('mod.histogram', { floor: ms(floorMs) })}</figcaption>
      <div class="intervals-bars" aria-hidden="true">
        {intervals.map((bin) => {
          const fast = bin.toMs !== null && bin.toMs <= floorMs;
          return (
            <div key={bin.fromMs} class={`intervals-bar${fast ? ' fast' : ''}`} title={`${binLabel(bin)}: ${bin.count}`}>
              <span style={{ height: `${Math.round((bin.count / most) * 100)}%` }} />
              <small>{formatNumber(bin.fromMs)}</small>
            </div>
          );
        })}
      </div>
      <p class="muted">{mt('mod.histogramSummary', { below, all, floor: ms(floorMs) })}</p>
      <details>
        <summary>{mt('mod.asTable')}</summary>
        <table class="intervals-table">
          <thead>
            <tr>
              <th scope="col">{mt('mod.interval')}</th>
              <th scope="col" class="num">
                {mt('mod.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {intervals.map((bin) => (
              <tr key={bin.fromMs}>
                <td>
                  {binLabel(bin)}
                  {bin.toMs !== null && bin.toMs <= floorMs ? ` (${mt('mod.floor')})` : ''}
                </td>
                <td class="num">{bin.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
