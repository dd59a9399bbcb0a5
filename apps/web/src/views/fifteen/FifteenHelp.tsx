import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';
import { Legend, LegendItem } from '../help/Legend.tsx';
import type { HelpProps } from '../types.ts';
import './fifteen.css';

/** A piece with its number, as the board draws it; `home`: in its place, marked as the board marks it. */
const Piece = ({ tile, home }: { tile: number; home: boolean }) => (
  <span class={`fifteen-legend-piece${home ? ' fifteen-tile--home' : ''}`}>
    <span class="fifteen-number">{tile}</span>
  </span>
);

/** `fifteen` in a few words: the order to reach, and how runs rank. */
export function FifteenHelp({ puzzle, finish }: HelpProps): JSX.Element {
  const { size } = puzzle.params as { size: number };
  const last = size * size - 1;
  return (
    <>
      <p class="help-rules">{t('fifteen.help.rules', { last, finish })}</p>
      <Legend class="fifteen-legend">
        <LegendItem part="home" picture={<Piece tile={1} home />} name={t('fifteen.help.home')} />
        <LegendItem part="away" picture={<Piece tile={last} home={false} />} name={t('fifteen.help.away')} />
        <LegendItem part="gap" picture={<span class="fifteen-legend-gap" />} name={t('fifteen.help.gap')} />
      </Legend>
    </>
  );
}
