import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';
import { Legend, LegendItem } from '../help/Legend.tsx';
import type { HelpProps } from '../types.ts';
import { PALETTE_VARS } from './palette.ts';
import './same.css';

/** Blocks of the given colours side by side, drawn with the board's block classes. */
const Blocks = ({ colours }: { colours: readonly number[] }) => (
  <>
    {colours.map((colour, i) => (
      <span key={i} class={`same-block same-c${colour}`} />
    ))}
  </>
);

/** `same` in a few words: what can be removed, what it scores, what clearing gives and how a run ends. */
export function SameHelp({ puzzle, finish }: HelpProps): JSX.Element {
  const { shift } = puzzle.params as { shift?: boolean };
  return (
    <>
      <p class="help-rules">{t('same.help.rules', { shift: shift === false ? 'no' : 'yes', finish })}</p>
      <Legend class="same-legend" style={PALETTE_VARS}>
        <LegendItem part="group" picture={<Blocks colours={[0, 0, 0]} />} name={t('same.help.group')} />
        <LegendItem part="alone" picture={<Blocks colours={[1]} />} name={t('same.help.alone')} />
      </Legend>
    </>
  );
}
