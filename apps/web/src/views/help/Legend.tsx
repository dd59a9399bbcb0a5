import type { ComponentChildren, JSX } from 'preact';
import { t } from '../../i18n/messages.ts';

/** A legend of a board's parts: each a small picture drawn as the board draws it, and its name. */
export function Legend({ class: extra, style, children }: { class: string; style?: string; children: ComponentChildren }): JSX.Element {
  return (
    <ul class={`help-legend ${extra}`} style={style} aria-label={t('help.legend')}>
      {children}
    </ul>
  );
}

/** One part of the board: its picture (not read out: the name says it) and its name. */
export function LegendItem({ part, picture, name }: { part: string; picture: ComponentChildren; name: string }): JSX.Element {
  return (
    <li data-legend={part}>
      <span class="help-swatch" aria-hidden="true">
        {picture}
      </span>{' '}
      {name}
    </li>
  );
}
