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
}

/** Counts always on show, the hovered group's worth, and the end-of-hope warnings. */
export function SameStatus({ total, perColor, hovered, stuck, clearable, playable }: SameStatusProps): JSX.Element {
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
      <div class="same-hover" aria-live="polite">
        {hovered ? (
          <span class="same-hover-points">
            {hovered.size} blocks: <b>+{hovered.points}</b>
          </span>
        ) : playable ? (
          <span class="same-hover-hint">
            <span class="same-hint-pointer">Point at a group to see its worth</span>
            <span class="same-hint-touch">Tap a group to remove it</span>
          </span>
        ) : null}
      </div>
      {stuck ? (
        <p class="same-message same-stuck" role="status">
          No moves left
        </p>
      ) : !clearable ? (
        <p class="same-message same-unclearable" role="status">
          This board can no longer be cleared
        </p>
      ) : null}
    </div>
  );
}
