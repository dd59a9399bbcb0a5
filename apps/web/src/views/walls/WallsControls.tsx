import type { JSX } from 'preact';
import { RUN_SPEEDS, type RunSpeed } from './geometry.ts';

export interface WallsControlsProps {
  readonly wallsLeft: number;
  readonly budget: number;
  readonly placed: number;
  readonly disabled: boolean;
  readonly running: boolean;
  readonly speed: RunSpeed;
  readonly onClear: () => void;
  readonly onRun: () => void;
  readonly onSpeed: (speed: RunSpeed) => void;
}

/** Walls left, Clear, and the animated run with its speed. */
export function WallsControls(props: WallsControlsProps): JSX.Element {
  const { wallsLeft, budget, placed, disabled, running, speed } = props;
  return (
    <div class="walls-controls">
      <span class="walls-left" title={`${placed} of ${budget} placed`}>
        Walls left: <b>{wallsLeft}</b>
        <span class="walls-budget"> / {budget}</span>
      </span>
      <button type="button" class="walls-clear" disabled={disabled || placed === 0} onClick={props.onClear}>
        Clear
      </button>
      <button type="button" class="walls-run" aria-pressed={running} onClick={props.onRun}>
        {running ? 'Stop' : 'Run'}
      </button>
      <label class="walls-speed">
        Speed{' '}
        <select
          value={String(speed)}
          onChange={(event) => props.onSpeed(Number(event.currentTarget.value) as RunSpeed)}
        >
          {RUN_SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {s}×
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
