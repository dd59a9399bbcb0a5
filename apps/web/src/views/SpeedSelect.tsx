import type { JSX } from 'preact';
import { formatSpeed } from '../i18n/format.ts';

interface Props<S extends number> {
  /** What is sped up, said in the label: a page can show two speeds (a walls replay: the replay's and the runner's). */
  readonly label: string;
  /** The choices, slowest first; each is shown as "<n>×", the number in the page's language ("0,5×"). */
  readonly speeds: readonly S[];
  readonly value: S;
  readonly onChange: (speed: S) => void;
  readonly disabled?: boolean;
  readonly class?: string;
}

/** A speed with its choices: the replay's playback and the walls runner's walk. */
export function SpeedSelect<S extends number>({ label, speeds, value, onChange, disabled = false, class: className }: Props<S>): JSX.Element {
  // The choice is found among `speeds` rather than cast from the option's text: it stays one of them.
  const choose = (text: string) => {
    const chosen = speeds.find((speed) => String(speed) === text);
    if (chosen !== undefined) onChange(chosen);
  };
  return (
    <label class={className}>
      {label}{' '}
      <select value={String(value)} disabled={disabled} onChange={(event) => choose(event.currentTarget.value)}>
        {speeds.map((speed) => (
          <option key={speed} value={String(speed)}>
            {formatSpeed(speed)}
          </option>
        ))}
      </select>
    </label>
  );
}
