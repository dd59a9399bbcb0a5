import type { JSX } from 'preact';
import { paletteOf } from './palette.ts';

export interface SameStatusProps {
  readonly total: number;
  readonly perColor: readonly number[];
  /** The group under the pointer or cursor, when removing it is a legal move. */
  readonly hovered: { readonly size: number; readonly points: number } | null;
  readonly stuck: boolean;
  readonly clearable: boolean;
  /** Whether to invite the player to point (not in a replay or once the run is over). */
  readonly playable: boolean;
  /** The zoom, where the fitted blocks are too small to tap. */
  readonly zoom: { readonly zoomed: boolean; readonly onToggle: () => void } | null;
}

/** The end of hope, in words, or nothing while the board can still be cleared. */
function warningOf(stuck: boolean, clearable: boolean): { readonly kind: string; readonly text: string } | null {
  if (stuck) return { kind: 'same-stuck', text: 'No moves left' };
  if (!clearable) return { kind: 'same-unclearable', text: 'Can no longer be cleared' };
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
          Blocks left: <b>{total}</b>
        </span>
        {perColor.map((n, colour) => (
          <span key={colour} class="same-count" data-colour={colour} title={`${paletteOf(colour).name}: ${n}`}>
            <span class={`same-swatch same-c${colour}`} aria-hidden="true" />
            <span class="same-count-n">{n}</span>
          </span>
        ))}
      </div>
      <div class="same-line" aria-live="polite" data-same-line>
        {warning && <span class={`same-message ${warning.kind}`}>{warning.text}</span>}
        {hovered ? (
          <span class="same-hover-points">
            {hovered.size} blocks: <b>+{hovered.points}</b>
          </span>
        ) : playable && !warning ? (
          <span class="same-hover-hint">
            <span class="same-hint-pointer">Point at a group to see its worth</span>
            <span class="same-hint-touch">Tap a group to remove it</span>
          </span>
        ) : null}
        {zoom && (
          <button type="button" class="same-zoom" data-same-zoom aria-pressed={zoom.zoomed} onClick={zoom.onToggle}>
            {zoom.zoomed ? 'Whole board' : 'Bigger blocks'}
          </button>
        )}
      </div>
    </div>
  );
}
