import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { setPrefs } from '../../app/prefs-store.ts';
import { BUILT_IN, loadBackgrounds, type Background } from '../../views/fifteen/backgrounds.ts';
import type { Prefs } from '../../views/types.ts';

const SPEEDS: readonly { value: Prefs['animationSpeed']; label: string }[] = [
  { value: 0, label: 'Off' },
  { value: 0.5, label: 'Slow' },
  { value: 1, label: 'Normal' },
  { value: 2, label: 'Fast' },
];

/** The preferences that matter for this game, changeable mid-run and remembered. */
export function PrefsBar({ game, prefs }: { game: GameName; prefs: Prefs }): JSX.Element {
  const [backgrounds, setBackgrounds] = useState<readonly Background[]>(BUILT_IN);
  useEffect(() => {
    if (game === 'fifteen') void loadBackgrounds().then((list) => list.length > 0 && setBackgrounds(list));
  }, [game]);
  return (
    <div class="prefs-bar">
      {game === 'fifteen' && (
        <label>
          Background{' '}
          <select data-pref="background" value={prefs.fifteenBackground} onChange={(e) => setPrefs({ fifteenBackground: e.currentTarget.value })}>
            {backgrounds.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {game === 'same' && (
        <label>
          <input type="checkbox" data-pref="color-blind" checked={prefs.colorBlind} onChange={(e) => setPrefs({ colorBlind: e.currentTarget.checked })} /> Shapes for
          colour-blind play
        </label>
      )}
      <label>
        Animation{' '}
        <select
          data-pref="speed"
          value={String(prefs.animationSpeed)}
          onChange={(e) => setPrefs({ animationSpeed: Number(e.currentTarget.value) as Prefs['animationSpeed'] })}
        >
          {SPEEDS.map((s) => (
            <option key={s.value} value={String(s.value)}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
