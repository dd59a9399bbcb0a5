import type { JSX, VNode } from 'preact';
import { SpeedSelect } from '../SpeedSelect.tsx';
import { RUN_SPEEDS, type RunSpeed } from './geometry.ts';
import { t } from '../../i18n/messages.ts';

export interface WallsControlsProps {
  readonly wallsLeft: number;
  readonly budget: number;
  readonly placed: number;
  readonly disabled: boolean;
  /** The runner has a path to walk (more than its start cell). */
  readonly canRun: boolean;
  readonly running: boolean;
  readonly speed: RunSpeed;
  readonly onClear: () => void;
  readonly onRun: () => void;
  readonly onSpeed: (speed: RunSpeed) => void;
  /** The board's zoom button (shown where the cells are too small for a finger). */
  readonly zoom: VNode;
}

/** Walls left, Clear (while playing), and the animated run with its speed (always, to watch the layout shown). */
export function WallsControls(props: WallsControlsProps): JSX.Element {
  const { wallsLeft, budget, placed, disabled, canRun, running, speed } = props;
  return (
    <div class="walls-controls">
      <span class="walls-left" title={t('walls.placed', { placed, budget })}>
        {t('walls.left')} <b>{wallsLeft}</b>
        <span class="walls-budget"> / {budget}</span>
      </span>
      <button type="button" class="walls-clear" disabled={disabled || placed === 0} onClick={props.onClear}>
        {t('walls.clear')}
      </button>
      {/* Not tied to `disabled`: a run over, or a replay's step, is a layout worth watching the runner walk. */}
      <button type="button" class="walls-run" aria-pressed={running} disabled={!canRun} onClick={props.onRun} title={t('walls.runTitle')}>
        {running ? t('walls.stop') : t('walls.run')}
      </button>
      <SpeedSelect class="walls-speed" label={t('walls.speed')} speeds={RUN_SPEEDS} value={speed} onChange={props.onSpeed} disabled={!canRun} />
      {props.zoom}
    </div>
  );
}
