import * as pipesRules from '@gridrace/core/games/pipes';
import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';
import { Legend, LegendItem } from '../help/Legend.tsx';
import type { HelpProps } from '../types.ts';
import { pipeShape } from './geometry.ts';
import { PipesTileArt } from './PipesTile.tsx';
import './pipes.css';

const { DIRECTIONS, START_TILE, END_TILE } = pipesRules;
const EAST_WEST = DIRECTIONS.E.bit | DIRECTIONS.W.bit;
const NORTH_EAST = DIRECTIONS.N.bit | DIRECTIONS.E.bit;

/** A tile as the board draws it (its classes and its picture), without the board's cell data. */
function Tile({ mask, kind, on = false, locked = false }: { mask: number; kind: pipesRules.TileKind; on?: boolean; locked?: boolean }): JSX.Element {
  const classes = ['pipes-tile', `pipes-tile--${kind}`, on && 'pipes-tile--on', locked && 'pipes-tile--locked'].filter(Boolean).join(' ');
  return (
    <span class={classes}>
      <PipesTileArt mask={mask} kind={kind} angle={pipeShape(mask).angle} locked={locked} transition="none" />
    </span>
  );
}

/** `pipes` in a few words: what joins what, what turns, what a lock does, and how runs rank. */
export function PipesHelp({ finish }: HelpProps): JSX.Element {
  return (
    <>
      <p class="help-rules">{t('pipes.help.rules', { finish })}</p>
      <Legend class="pipes-legend">
        <LegendItem part="start" picture={<Tile mask={START_TILE} kind="start" on />} name={t('pipes.help.start')} />
        <LegendItem part="end" picture={<Tile mask={END_TILE} kind="end" />} name={t('pipes.help.end')} />
        <LegendItem part="joined" picture={<Tile mask={EAST_WEST} kind="straight" on />} name={t('pipes.help.joined')} />
        <LegendItem part="pipe" picture={<Tile mask={NORTH_EAST} kind="corner" />} name={t('pipes.help.pipe')} />
        <LegendItem part="locked" picture={<Tile mask={EAST_WEST} kind="straight" locked />} name={t('pipes.help.locked')} />
      </Legend>
    </>
  );
}
