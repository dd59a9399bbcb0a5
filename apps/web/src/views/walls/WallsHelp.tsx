import * as wallsRules from '@gridrace/core/games/walls';
import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';
import { Legend, LegendItem } from '../help/Legend.tsx';
import type { HelpProps } from '../types.ts';
import { cellClass } from './cells.ts';
import './walls.css';

const { CELL } = wallsRules;

/** A cell of the legend, drawn with the board's own class for its kind. */
const Cell = ({ kind }: { kind: wallsRules.CellKind }) => <span class={`walls-cell ${cellClass(kind)}`} />;

/** Checkpoint badges over floor cells, as the board lays them over its path. */
function Checkpoints(): JSX.Element {
  return (
    <span class="walls-legend-strip">
      <Cell kind={CELL.empty} />
      <Cell kind={CELL.empty} />
      <svg class="walls-path" viewBox="0 0 2 1">
        {['A', 'B'].map((label, i) => (
          <g key={label} class="walls-mark" transform={`translate(${i + 0.5} 0.5)`}>
            <circle r="0.36" />
            <text dy="0.02">{label}</text>
          </g>
        ))}
      </svg>
    </span>
  );
}

/** The runner's path across three floor cells, its start dot and end square as on the board. */
function Path(): JSX.Element {
  return (
    <span class="walls-legend-strip">
      <Cell kind={CELL.empty} />
      <Cell kind={CELL.empty} />
      <Cell kind={CELL.empty} />
      <svg class="walls-path" viewBox="0 0 3 1">
        <polyline points="0.5,0.5 2.5,0.5" />
        <circle class="walls-path-start" cx="0.5" cy="0.5" r="0.22" />
        <rect class="walls-path-end" x="2.3" y="0.3" width="0.4" height="0.4" />
      </svg>
    </span>
  );
}

/** `walls` in a few words: the runner's rule, the score, and the button that hands the layout in. */
export function WallsHelp({ finish }: HelpProps): JSX.Element {
  return (
    <>
      <p class="help-rules">{t('walls.help.rules', { finish })}</p>
      <Legend class="walls-legend">
        <LegendItem part="start" picture={<Cell kind={CELL.start} />} name={t('walls.help.start')} />
        <LegendItem part="finish" picture={<Cell kind={CELL.finish} />} name={t('walls.help.finish')} />
        <LegendItem part="checkpoint" picture={<Checkpoints />} name={t('walls.help.checkpoints')} />
        <LegendItem part="rock" picture={<Cell kind={CELL.rock} />} name={t('walls.help.rock')} />
        <LegendItem part="wall" picture={<Cell kind={CELL.wall} />} name={t('walls.help.wall')} />
        <LegendItem part="path" picture={<Path />} name={t('walls.help.path')} />
      </Legend>
    </>
  );
}
