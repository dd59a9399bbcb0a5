import type { JSX } from 'preact';

interface Props<S extends number> {
  /** The choices, slowest first; each is shown as "<n>×". */
  readonly speeds: readonly S[];
  readonly value: S;
  readonly onChange: (speed: S) => void;
  readonly disabled?: boolean;
  readonly class?: string;
}

/** "Speed" with its choices: the replay's playback and the walls runner's walk. */
export function SpeedSelect<S extends number>({ speeds, value, onChange, disabled = false, class: className }: Props<S>): JSX.Element {
  // The choice is found among `speeds` rather than cast from the option's text: it stays one of them.
  const choose = (text: string) => {
    const chosen = speeds.find((speed) => String(speed) === text);
    if (chosen !== undefined) onChange(chosen);
  };
  return (
    <label class={className}>
      Speed{' '}
      <select value={String(value)} disabled={disabled} onChange={(event) => choose(event.currentTarget.value)}>
        {speeds.map((speed) => (
          <option key={speed} value={String(speed)}>
            {speed}×
          </option>
        ))}
      </select>
    </label>
  );
}
