import type * as pipesRules from '@gridrace/core/games/pipes';
import type { JSX } from 'preact';
import { ARROW_PATH, basePath, HEART_PATH, spokesPath } from './geometry.ts';
import { t } from '../../i18n/messages.ts';

interface TileProps {
  readonly x: number;
  readonly y: number;
  readonly mask: number;
  readonly kind: pipesRules.TileKind;
  readonly angle: number;
  readonly on: boolean;
  readonly locked: boolean;
  readonly cursor: boolean;
  readonly transition: string;
}

/** A pipe drawn twice, a dark casing under a lighter core, so it reads as a tube in both themes. */
function Pipe({ d }: { d: string }): JSX.Element {
  return (
    <>
      <path class="pipes-casing" d={d} />
      <path class="pipes-core" d={d} />
    </>
  );
}

/** One cell of the pipes board: a turnable pipe, or the fixed start arrow or end heart. */
export function PipesTile(props: TileProps): JSX.Element {
  const { x, y, mask, kind, angle, on, locked, cursor, transition } = props;
  const classes = ['pipes-tile', `pipes-tile--${kind}`, on && 'pipes-tile--on', locked && 'pipes-tile--locked', cursor && 'pipes-tile--cursor'].filter(Boolean);
  return (
    <div
      class={classes.join(' ')}
      data-x={x}
      data-y={y}
      data-kind={kind}
      data-locked={locked ? 'true' : undefined}
      // A picture of a pipe: its label says what it shows (a label on a plain div is not read).
      role="img"
      aria-label={t('pipes.tile', { kind: t('pipes.kind', { kind }), x: x + 1, y: y + 1, on: on ? 'yes' : 'no', locked: locked ? 'yes' : 'no' })}
      // The solved glow runs across the board as a wave from the top-left.
      style={{ '--pipes-wave': `${(x + y) * 45}ms` }}
    >
      <PipesTileArt mask={mask} kind={kind} angle={angle} locked={locked} transition={transition} />
    </div>
  );
}

/** What a tile shows: its pipe (turned by `angle`), the start's arrow or the end's heart, and a padlock when locked. Also the board's legend draws it. */
export function PipesTileArt({ mask, kind, angle, locked, transition }: Pick<TileProps, 'mask' | 'kind' | 'angle' | 'locked' | 'transition'>): JSX.Element {
  const fixed = kind === 'start' || kind === 'end';
  return (
    <>
      {fixed ? (
        <svg class="pipes-svg" viewBox="0 0 100 100" aria-hidden="true">
          <Pipe d={spokesPath(mask)} />
          {kind === 'start' ? <path class="pipes-arrow" d={ARROW_PATH} /> : <path class="pipes-heart" d={HEART_PATH} />}
        </svg>
      ) : (
        <svg class="pipes-svg" viewBox="0 0 100 100" aria-hidden="true" style={{ transform: `rotate(${angle}deg)`, transition }}>
          <Pipe d={basePath(mask)} />
        </svg>
      )}
      {locked && (
        <svg class="pipes-lock" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M6 9 V6.5 a4 4 0 0 1 8 0 V9" />
          <rect x="4" y="9" width="12" height="9" rx="2" />
        </svg>
      )}
    </>
  );
}
