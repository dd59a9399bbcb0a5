import type { JSX } from 'preact';
import { paletteOf } from './palette.ts';
import { t } from '../../i18n/messages.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { BoardZoom } from '../zoom/useBoardZoom.ts';
import { ZoomButton } from '../zoom/ZoomView.tsx';

export interface SameStatusProps {
  readonly total: number;
  readonly perColor: readonly number[];
  /** The group under the pointer or cursor, when removing it is a legal move. */
  readonly hovered: { readonly size: number; readonly points: number } | null;
  readonly stuck: boolean;
  readonly clearable: boolean;
  /** Whether to invite the player to point (not in a replay or once the run is over). */
  readonly playable: boolean;
  /** The board's zoom: its button shows where the fitted blocks are too small to tap. */
  readonly zoom: BoardZoom;
}

/** The end of hope, in words, or nothing while the board can still be cleared. */
function warningOf(stuck: boolean, clearable: boolean): { readonly kind: string; readonly text: string } | null {
  if (stuck) return { kind: 'same-stuck', text: t('same.noMoves') };
  if (!clearable) return { kind: 'same-unclearable', text: t('same.unclearable') };
  return null;
}

/**
 * Counts always on show, then one status line of fixed height: the hovered group's worth, the
 * invitation to play, and the end-of-hope warnings all take turns in it, so none of them ever
 * pushes the board down mid-game.
 */
export function SameStatus({ total, perColor, hovered, stuck, clearable, playable, zoom }: SameStatusProps): JSX.Element {
  const warning = warningOf(stuck, clearable);
  return (
    <div class="same-status">
      <div class="same-counts">
        <span class="same-total">
          {t('same.blocksLeft')} <b>{formatNumber(total)}</b>
        </span>
        {perColor.map((n, colour) => (
          <span key={colour} class="same-count" data-colour={colour} title={`${t(`same.colour.${paletteOf(colour).name}`)}: ${n}`}>
            <span class={`same-swatch same-c${colour}`} aria-hidden="true" />
            <span class="same-count-n">{n}</span>
          </span>
        ))}
      </div>
      <div class="same-line" aria-live="polite" data-same-line>
        {warning && <span class={`same-message ${warning.kind}`}>{warning.text}</span>}
        {hovered ? (
          <span class="same-hover-points">
            {t('same.group', { size: hovered.size })} <b>+{formatNumber(hovered.points)}</b>
          </span>
        ) : playable && !warning ? (
          <span class="same-hover-hint">
            <span class="same-hint-pointer">{t('same.hintPointer')}</span>
            <span class="same-hint-touch">{t('same.hintTouch')}</span>
          </span>
        ) : null}
        <ZoomButton zoom={zoom} cells="blocks" />
      </div>
    </div>
  );
}
